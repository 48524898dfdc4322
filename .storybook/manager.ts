import { addons } from 'storybook/manager-api';
import { groundworkTheme } from './theme';

addons.setConfig({ theme: groundworkTheme });
