/** English strings of the News pages. */
const news = {
  meta: {
    title: "News — GeoCert",
    description:
      "News from GeoCert: programme launches, framework updates, partner news, research and news from our regional chapters.",
  },
  header: {
    title: "News",
    lead: "Programme launches, framework updates, research and news from our partners and regional chapters.",
  },
  list: {
    heading: "Latest articles",
    by: "By {{author}}",
    feed: "Subscribe to the RSS feed",
    feedTitle: "GeoCert news",
    feedDescription:
      "Programme launches, framework updates, research and news from the partners and chapters of GeoCert.",
  },
  article: {
    details: "About this article",
    author: "Author",
    published: "Published",
    tags: "Topics",
    related: "Related articles",
    allNews: "All news",
  },
  tags: {
    programmes: "Programme launches",
    framework: "Framework updates",
    partners: "Partner news",
    research: "Research",
    chapters: "Chapter news",
    exams: "Exams",
  },
  roles: {
    communicationsLead: "Head of Communications",
    frameworkDirector: "Director of the Competence Framework",
    chaptersCoordinator: "Chapters Coordinator",
    researchManager: "Research Manager",
    partnershipsManager: "Partnerships Manager",
  },
  months: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  dateFormat: "{{day}} {{month}} {{year}}",
  monthYearFormat: "{{month}} {{year}}",
};

export default news;
