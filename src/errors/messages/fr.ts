import type { ErrorMessages } from './types';

/** French. */
export const fr: ErrorMessages = {
  dir: 'ltr',
  fullStop: '.',
  status: {
    badRequest: 'Requête incorrecte',
    notFound: 'Cette page est introuvable',
    methodNotAllowed: 'Méthode non autorisée',
    internalServerError: 'Erreur interne du serveur',
    generic: 'Une erreur inattendue s’est produite',
  },
  statusHint: {
    badRequest: 'Vérifiez l’adresse web ou le formulaire envoyé, puis réessayez.',
    notFound: 'Si vous avez saisi l’adresse web, vérifiez qu’elle est correcte. Si vous l’avez collée, vérifiez qu’elle est complète.',
    methodNotAllowed: 'Cette page ne peut pas être utilisée ainsi. Revenez à l’accueil et recommencez.',
    internalServerError: 'Désolé, le service rencontre un problème. Réessayez plus tard.',
    generic: 'Désolé, un problème est survenu. Réessayez plus tard.',
  },
  applicationError: {
    message: 'Erreur d’application : une exception s’est produite dans le navigateur (voir la console du navigateur pour plus d’informations).',
    title: 'Erreur d’application : une exception s’est produite dans le navigateur',
    hint: 'Désolé, un problème est survenu sur cette page. Réessayez ou rechargez la page.',
    serverMessage: 'Erreur d’application : une exception s’est produite sur le serveur (voir les journaux du serveur pour plus d’informations).',
    serverTitle: 'Erreur d’application : une exception s’est produite sur le serveur',
  },
  loadFailure: {
    heading: 'Cette page n’a pas pu être chargée',
    hint: 'Vérifiez votre connexion, puis rechargez la page.',
    pageData: 'Échec du chargement des données de la page',
    route: 'Le chargement de la route n’a pas abouti : {path}',
    buildManifest: 'Échec du chargement du manifeste de build du client',
  },
  actions: { home: 'Aller à l’accueil', tryAgain: 'Réessayer', reload: 'Recharger la page', failedAgain: 'Nouvel essai : cela n’a pas fonctionné.' },
  reference: 'Référence',
};
