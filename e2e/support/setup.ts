// Before any test: forget the spoken records' entries of an earlier run (spokenReport.ts).
import { clearSpokenEntries } from './spokenReport';

export default function setup() {
  clearSpokenEntries();
}
