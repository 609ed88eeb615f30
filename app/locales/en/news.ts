/** English strings of the News page. */
const news = {
  meta: {
    title: "News — GeoCert",
    description: "",
  },
};

export default news;
