import type { PartialMessages } from "../types";

const chapters = {
  meta: {
    title: "地区分会",
    description: "从冰岛到新西兰的 GeoCert 地区分会：负责人、会员、近期聚会以及各分会的论坛版块。",
    chapterTitle: "{{name}}分会",
  },
  title: "地区分会",
  names: {
    iceland: "冰岛",
    turkiye: "土耳其",
    kenya: "肯尼亚",
    indonesia: "印度尼西亚",
    philippines: "菲律宾",
    newZealand: "新西兰",
    usaWest: "美国西部",
    mexico: "墨西哥",
    italy: "意大利",
    japan: "日本",
  },
  regions: {
    europe: "欧洲",
    africa: "非洲",
    asia: "亚洲",
    oceania: "大洋洲",
    americas: "美洲",
  },
  map: {
    heading: "全球分会",
  },
  list: {
    heading: "按地区划分的分会",
  },
  chapter: {
    region: "地区",
    members: "会员",
    leads: "分会负责人",
    roles: {
      chair: "主席",
      secretary: "秘书",
      events: "活动协调人",
    },
    events: "分会近期活动",
    forum: "分会论坛",
    join: "加入分会",
    leave: "退出分会",
    signInButton: "登录",
    back: "所有分会",
  },
  errors: {
    rateLimited: "短时间内更改过多，请稍后再试。",
  },
} satisfies PartialMessages<"chapters">;

export default chapters;
