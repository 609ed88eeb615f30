import type { PartialMessages } from "../types";

const chapters = {
  meta: {
    title: "地域支部",
    description:
      "アイスランドからニュージーランドまで、GeoCertの地域支部：代表者、会員、今後の集まり、支部ごとのフォーラム。",
    chapterTitle: "{{name}}支部",
  },
  title: "地域支部",
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
  },
  list: {
    heading: "地域別の支部",
  },
  chapter: {
    region: "地域",
    members: "会員",
    leads: "支部の代表者",
    roles: {
      chair: "支部長",
      secretary: "事務局",
      events: "イベント担当",
    },
    events: "今後の支部イベント",
    forum: "支部フォーラム",
    join: "支部に参加する",
    leave: "支部を退会する",
    signInButton: "ログイン",
    back: "すべての支部",
  },
  errors: {
    rateLimited: "短時間に変更が多すぎます。しばらくしてから再試行してください。",
  },
} satisfies PartialMessages<"chapters">;

export default chapters;
