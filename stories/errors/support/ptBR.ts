import type { ErrorMessages } from '../../../src';

/**
 * Brazilian Portuguese, written as a consumer would: a typed `ErrorMessages` of its own, passed to
 * `ErrorLocaleProvider` without forking the package (docs/consumers.md).
 */
export const ptBR: ErrorMessages = {
  dir: 'ltr',
  fullStop: '.',
  status: {
    badRequest: 'Solicitação inválida',
    notFound: 'Esta página não foi encontrada',
    methodNotAllowed: 'Método não permitido',
    internalServerError: 'Erro interno do servidor',
    generic: 'Ocorreu um erro inesperado',
  },
  statusHint: {
    badRequest: 'Confira o endereço ou o formulário enviado e tente novamente.',
    notFound: 'Se você digitou o endereço, confira se está correto. Se você o colou, confira se copiou tudo.',
    methodNotAllowed: 'Esta página não pode ser usada dessa forma. Volte à página inicial e comece de novo.',
    internalServerError: 'Desculpe, há um problema no serviço. Tente novamente mais tarde.',
    generic: 'Desculpe, ocorreu um problema. Tente novamente mais tarde.',
  },
  applicationError: {
    message: 'Erro de aplicação: ocorreu uma exceção no navegador (veja o console do navegador para mais informações).',
    title: 'Erro de aplicação: ocorreu uma exceção no navegador',
    hint: 'Desculpe, algo deu errado nesta página. Tente novamente ou recarregue a página.',
  },
  loadFailure: {
    heading: 'Não foi possível carregar esta página',
    hint: 'Confira sua conexão e recarregue a página.',
    pageData: 'Falha ao carregar os dados da página',
    route: 'A rota não terminou de carregar: {path}',
    buildManifest: 'Falha ao carregar o manifesto de build do cliente',
  },
  actions: { home: 'Ir para a página inicial', tryAgain: 'Tentar novamente', reload: 'Recarregar a página' },
  reference: 'Referência',
};
