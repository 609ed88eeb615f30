import type { Namespaces } from "../types";

const chapters = {
  meta: {
    title: "地域支部",
    description:
      "アイスランドからニュージーランドまで、GeoCertの地域支部：代表者、会員、今後の集まり、支部ごとのフォーラム。",
    chapterTitle: "{{name}}支部",
    chapterDescription: "{{city}} を拠点とする GeoCert {{name}}支部：代表者、会員、今後のイベント、フォーラム。",
  },
  title: "地域支部",
  lead: "認証取得者による地域のグループが集まり、現場での経験を共有し、試験対策を行っています。お近くの支部にご参加ください。",
  names: {
    iceland: "アイスランド",
    turkiye: "トルコ",
    kenya: "ケニア",
    indonesia: "インドネシア",
    philippines: "フィリピン",
    newZealand: "ニュージーランド",
    usaWest: "米国西部",
    mexico: "メキシコ",
    italy: "イタリア",
    japan: "日本",
  },
  regions: {
    europe: "ヨーロッパ",
    africa: "アフリカ",
    asia: "アジア",
    oceania: "オセアニア",
    americas: "南北アメリカ",
  },
  map: {
    heading: "世界の支部",
    label: "支部の世界地図。下の一覧にも同じ支部が掲載されています",
    marker: "{{name}}支部（{{city}}）",
  },
  list: {
    heading: "地域別の支部",
    members_one: "会員 {{formatted}} 人",
    members_other: "会員 {{formatted}} 人",
    founded: "{{year}} 年設立",
    open: "{{name}}支部を開く",
    member: "会員です",
  },
  chapter: {
    city: "活動拠点",
    region: "地域",
    founded: "設立",
    members: "会員",
    leads: "支部の代表者",
    roles: {
      chair: "支部長",
      secretary: "事務局",
      events: "イベント担当",
    },
    events: "今後の支部イベント",
    noEvents:
      "予定されている支部イベントはまだありません。オンラインのセッションは、すべてのイベントの一覧をご覧ください。",
    allEvents: "すべてのイベント",
    forum: "支部フォーラム",
    forumText: "{{name}}支部に関する質問やお知らせは、支部のフォーラムカテゴリーで話し合われています。",
    forumLink: "{{name}}支部のフォーラムを開く",
    join: "支部に参加する",
    leave: "支部を退会する",
    joinText: "会員には支部のお知らせと集まりへの招待が届きます。",
    isMember: "あなたはこの支部の会員です。",
    signIn: "この支部に参加するには、ログインしてください。",
    signInButton: "ログイン",
    back: "すべての支部",
    joined: "{{name}}支部へようこそ。",
    left: "{{name}}支部を退会しました。",
  },
  errors: {
    rateLimited: "短時間に変更が多すぎます。しばらくしてから再試行してください。",
  },
} satisfies Namespaces["chapters"];

export default chapters;
