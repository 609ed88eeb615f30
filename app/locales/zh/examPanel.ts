import type { Namespaces } from "../types";

/** Chinese strings of the Expert portfolio and panel (complete; decision 053). */
const examPanel = {
  mail: {
    greeting: "{{name}}，您好：",
    subject: "评审小组对您作品集的结果",
    released:
      "您的作品集和面试评分已完成，考试管理部门已发布评审小组的结果：{{outcome}}。您的考试页面会显示该结果；认证决定将同时考虑您的笔试和评审小组的结果。",
    passed: "通过",
    notPassed: "未通过",
    link: "打开您的考试页面",
  },
} satisfies Namespaces["examPanel"];

export default examPanel;
