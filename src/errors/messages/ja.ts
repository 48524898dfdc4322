import type { ErrorMessages } from './types';

/** Japanese. */
export const ja: ErrorMessages = {
  dir: 'ltr',
  fullStop: '。',
  status: {
    badRequest: 'リクエストが正しくありません',
    notFound: 'このページは見つかりませんでした',
    methodNotAllowed: 'この方法ではアクセスできません',
    internalServerError: 'サーバー内部でエラーが発生しました',
    generic: '予期しないエラーが発生しました',
  },
  statusHint: {
    badRequest: 'ウェブアドレスや送信したフォームを確認して、もう一度お試しください。',
    notFound: 'ウェブアドレスを入力した場合は、正しいか確認してください。貼り付けた場合は、すべてコピーされているか確認してください。',
    methodNotAllowed: 'このページはその方法では使えません。ホームページからやり直してください。',
    internalServerError: '申し訳ありません。サービスに問題が発生しています。しばらくしてからもう一度お試しください。',
    generic: '申し訳ありません。問題が発生しました。しばらくしてからもう一度お試しください。',
  },
  applicationError: {
    message: 'アプリケーションエラー：ブラウザーで例外が発生しました（詳しくはブラウザーのコンソールをご覧ください）。',
    title: 'アプリケーションエラー：ブラウザーで例外が発生しました',
    hint: '申し訳ありません。このページで問題が発生しました。もう一度試すか、ページを再読み込みしてください。',
    serverMessage: 'アプリケーションエラー：サーバーで例外が発生しました（詳しくはサーバーのログをご覧ください）。',
    serverTitle: 'アプリケーションエラー：サーバーで例外が発生しました',
  },
  loadFailure: {
    heading: 'このページを読み込めませんでした',
    hint: '接続を確認してから、ページを再読み込みしてください。',
    pageData: 'ページデータを読み込めませんでした',
    route: 'ルートの読み込みが完了しませんでした：{path}',
    buildManifest: 'クライアントのビルドマニフェストを読み込めませんでした',
  },
  actions: { home: 'ホームページへ', tryAgain: 'もう一度試す', reload: 'ページを再読み込み', failedAgain: 'もう一度試しましたが、うまくいきませんでした。' },
  reference: '参照番号',
};
