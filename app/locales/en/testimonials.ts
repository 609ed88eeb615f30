/** English strings of the Stories page. */
const testimonials = {
  meta: {
    title: "Stories — GeoCert",
    description: "",
  },
};

export default testimonials;
