/** English strings of the Expert portfolio and panel (decision 053). */
const examPanel = {
  mail: {
    greeting: "Hello {{name}},",
    subject: "The panel's result on your portfolio",
    released:
      "The assessors' scores of your portfolio and interview are in, and exam administration has released the panel's result: {{outcome}}. Your exam page shows it; the certification decision takes both your written exam and the panel into account.",
    passed: "passed",
    notPassed: "not passed",
    link: "Open your exam page",
  },
};

export default examPanel;
