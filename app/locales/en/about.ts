/** English strings of the About page. */
const about = {
  meta: {
    title: "About — GeoCert",
    description: "",
  },
};

export default about;
