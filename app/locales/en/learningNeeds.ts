/** English strings of the Learning needs survey page. */
const learningNeeds = {
  meta: {
    title: "Learning needs survey — GeoCert",
    description: "",
  },
};

export default learningNeeds;
