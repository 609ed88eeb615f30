import type { Namespaces } from "../types";

const auth = {
  meta: {
    title: "ログインまたはアカウント作成 — GeoCert",
    description:
      "GeoCertにログインすると、準備度チェックの結果を保存し、プロフィールを管理し、コミュニティに参加できます。",
    forgotTitle: "パスワードの再設定 — GeoCert",
    resetTitle: "新しいパスワードの設定 — GeoCert",
    verifyTitle: "メールアドレスの確認 — GeoCert",
  },
  title: "GeoCertアカウント",
  lead: "準備度チェックの結果、プロフィール、コミュニティ、そしてパートナーの方には資格確認のための、ひとつのアカウントです。",
  tabs: {
    label: "ログインまたは新規登録",
    signIn: "ログイン",
    signUp: "アカウント作成",
  },
  signIn: {
    heading: "ログイン",
    email: "メールアドレス",
    password: "パスワード",
    submit: "ログイン",
    forgot: "パスワードをお忘れですか？",
    noAccount: "初めての方はアカウントを作成してください",
  },
  signUp: {
    heading: "アカウントを作成",
    name: "氏名",
    nameHint: "証明書に記載されるとおりに入力してください。",
    email: "メールアドレス",
    emailHint: "このアドレスに確認用リンクをお送りします。",
    password: "パスワード",
    passwordHint: "10文字以上で、英字と、少なくとも1つの数字または記号を含めてください。",
    submit: "アカウントを作成",
    terms:
      "アカウントを作成すると、アカウント運営のために氏名とメールアドレスを保存することに同意したものとみなされます。アカウントはいつでも削除できます。",
  },
  checkMail: {
    heading: "受信トレイをご確認ください",
    text: "{{email}} が新しいアカウントに使用できる場合は、確認用リンクをお送りしました。1時間以内にリンクを開いてアカウントを有効にし、ログインしてください。",
    back: "ログインに戻る",
  },
  verify: {
    okHeading: "メールアドレスが確認されました",
    okText: "ありがとうございます。アカウントが有効になり、ログインしました。",
    failedHeading: "このリンクは無効になっています",
    failedText:
      "確認用リンクの有効期限は1時間で、使用できるのは1回のみです。メールアドレスとパスワードでログインすると、新しいリンクが届きます。",
    toAccount: "アカウントへ",
    toSignIn: "ログインへ",
  },
  forgot: {
    heading: "パスワードの再設定",
    text: "アカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。リンクの有効期限は1時間です。",
    email: "メールアドレス",
    submit: "再設定用リンクを送信",
    sentHeading: "受信トレイをご確認ください",
    sentText:
      "{{email}} を使用しているアカウントがある場合は、再設定用リンクをお送りしました。リンクは1時間有効で、使用できるのは1回のみです。",
    back: "ログインに戻る",
  },
  reset: {
    heading: "新しいパスワードの設定",
    password: "新しいパスワード",
    confirm: "新しいパスワード（確認）",
    submit: "新しいパスワードを保存",
    done: "パスワードを変更しました。新しいパスワードでログインしてください。",
    invalidHeading: "この再設定用リンクは無効になっています",
    invalidText: "再設定用リンクの有効期限は1時間で、使用できるのは1回のみです。新しいリンクをリクエストしてください。",
    again: "新しいリンクをリクエスト",
  },
  errors: {
    name: "氏名を入力してください（2文字以上）。",
    nameLong: "氏名は120文字以内で入力してください。",
    email: "有効なメールアドレスを入力してください（例：name@example.com）。",
    passwordRequired: "パスワードを入力してください。",
    passwordShort: "パスワードは10文字以上にしてください。",
    passwordLong: "パスワードは128文字以内にしてください。",
    passwordWeak: "英字に加えて、少なくとも1つの数字または記号を含めてください。",
    passwordEmail: "メールアドレスを含まないパスワードを設定してください。",
    passwordMismatch: "2つのパスワードが一致しません。",
    invalidCredentials: "メールアドレスまたはパスワードが正しくありません。もう一度お試しください。",
    notVerified: "先にメールアドレスの確認を完了してください。新しい確認用リンクをお送りしました。",
    disabled: "このアカウントは無効化されています。誤りと思われる場合は、お問い合わせください。",
    tooManyAttempts_one: "ログインの試行回数が多すぎます。{{minutes}}分後にもう一度お試しください。",
    tooManyAttempts_other: "ログインの試行回数が多すぎます。{{minutes}}分後にもう一度お試しください。",
    rateLimited: "リクエストが多すぎます。数分待ってから、もう一度お試しください。",
    failed: "サーバー側で問題が発生しました。もう一度お試しください。",
  },
  mail: {
    verifySubject: "GeoCertアカウントの確認",
    verifyBody:
      "{{name}} 様\n\nGeoCertアカウントを有効にするため、メールアドレスの確認をお願いします。\n\n{{link}}\n\nこのリンクは1回のみ使用でき、1時間で有効期限が切れます。アカウントを作成した覚えがない場合は、このメッセージを無視してください。\n\nGeoCert",
    resetSubject: "GeoCertのパスワード再設定",
    resetBody:
      "{{name}} 様\n\nお客様のGeoCertアカウントのパスワード再設定がリクエストされました。新しいパスワードを設定するには、次のリンクを開いてください。\n\n{{link}}\n\nこのリンクは1回のみ使用でき、1時間で有効期限が切れます。お心当たりがない場合は、このメッセージを無視してください。パスワードは変更されません。\n\nGeoCert",
  },
} satisfies Namespaces["auth"];

export default auth;
