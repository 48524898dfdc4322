import type { ErrorMessages } from './types';

/** Spanish. */
export const es: ErrorMessages = {
  dir: 'ltr',
  fullStop: '.',
  status: {
    badRequest: 'Solicitud incorrecta',
    notFound: 'No se ha encontrado esta página',
    methodNotAllowed: 'Método no permitido',
    internalServerError: 'Error interno del servidor',
    generic: 'Se ha producido un error inesperado',
  },
  statusHint: {
    badRequest: 'Comprueba la dirección web o el formulario enviado y vuelve a intentarlo.',
    notFound: 'Si escribiste la dirección web, comprueba que es correcta. Si la pegaste, comprueba que la copiaste entera.',
    methodNotAllowed: 'Esta página no se puede usar de esa forma. Vuelve a la página de inicio y empieza de nuevo.',
    internalServerError: 'Lo sentimos, hay un problema con el servicio. Inténtalo más tarde.',
    generic: 'Lo sentimos, hay un problema. Inténtalo más tarde.',
  },
  applicationError: {
    message: 'Error de la aplicación: se ha producido una excepción en el navegador (consulta la consola del navegador para más información).',
    title: 'Error de la aplicación: se ha producido una excepción en el navegador',
    hint: 'Lo sentimos, algo ha fallado en esta página. Inténtalo de nuevo o vuelve a cargar la página.',
    serverMessage: 'Error de la aplicación: se ha producido una excepción en el servidor (consulta los registros del servidor para más información).',
    serverTitle: 'Error de la aplicación: se ha producido una excepción en el servidor',
  },
  loadFailure: {
    heading: 'No se ha podido cargar esta página',
    hint: 'Comprueba tu conexión y vuelve a cargar la página.',
    pageData: 'No se han podido cargar los datos de la página',
    route: 'La ruta no terminó de cargarse: {path}',
    buildManifest: 'No se ha podido cargar el manifiesto de compilación del cliente',
  },
  actions: { home: 'Ir a la página de inicio', tryAgain: 'Intentar de nuevo', reload: 'Volver a cargar la página', failedAgain: 'Se ha vuelto a intentar: no ha funcionado.' },
  reference: 'Referencia',
};
