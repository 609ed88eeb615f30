/** English strings of the Stories page. */
const testimonials = {
  meta: {
    title: "Stories — GeoCert",
    description:
      "Stories of certified geothermal professionals from five regions and every level, from field technicians to expert fellows.",
  },
  header: {
    eyebrow: "Stories",
    title: "Stories of certified professionals",
    lead: "Technicians, engineers, managers and scientists tell what certification changed in their geothermal careers.",
  },
  filters: {
    heading: "Filter stories",
    level: "Credential level",
    region: "Region",
    allLevels: "All levels",
    allRegions: "All regions",
  },
  results: {
    heading: "Stories",
    showing: "Showing {{shown}} of {{total}} stories",
    empty: "No story matches this level and region yet.",
    showAll: "Show all stories",
  },
  levels: {
    associate: "Entry Level",
    professional: "Professional",
    senior: "Senior Professional",
    expert: "Expert Fellow",
  },
  regions: {
    africa: "Africa",
    americas: "Americas",
    asiaPacific: "Asia and the Pacific",
    europe: "Europe",
    westAsia: "West Asia",
  },
  fictionalNote: "The people, organisations and stories on this page are fictional examples.",
  stories: {
    wanjiru: {
      role: "Field technician",
      quote: "The certificate told my supervisor what I could do before I had to prove it on my own.",
      story: [
        "Wanjiru grew up a few kilometres from a steam field but first worked in a flower farm's irrigation team. When the cooperative opened apprenticeships, she joined as a general hand and studied the framework at night with two colleagues.",
        "After passing the Associate examination in Swahili, she was moved to the wellhead maintenance crew. She now trains new apprentices on lock-out procedures and plans to sit the Professional examination next year.",
      ],
    },
    guorun: {
      role: "Plant operations engineer",
      quote: "Certification gave my experience a name that people outside Iceland understand.",
      story: [
        "Guðrún spent eight years running a combined heat and power plant, learning most of what she knows from the shift leaders before her. When her utility began bidding for work abroad, clients asked for proof of competence that a local job title could not give.",
        "The Professional assessment made her write down procedures she had only ever carried in her head. Two of those write-ups are now part of her utility's operating manual, and she has joined a review panel for the framework.",
      ],
    },
    mehmet: {
      role: "Drilling supervisor",
      quote: "On a rig, trust is everything. A shared standard means I trust a new crew member faster.",
      story: [
        "Mehmet started as a roughneck in oil and gas and moved to geothermal drilling fifteen years ago, where hotter formations and corrosive fluids changed much of what he had learned.",
        "He took the Senior Professional examination to lead crews across several countries. Since then his company asks new drillers for at least the Associate credential, and lost-time incidents on his rigs have fallen for three years running.",
      ],
    },
    hana: {
      role: "Technical director",
      quote: "An expert credential is less about what you know and more about what you give back.",
      story: [
        "Hana designs heat networks that carry hot spring water to homes, greenhouses and baths. Her work combines reservoir science with conversations with the local communities that have used the springs for centuries.",
        "As an Expert Fellow she mentors four engineers a year and reviews examination questions on direct use of heat. She says the fellowship panel's questions about her community work were the hardest of her career.",
      ],
    },
    rosa: {
      role: "Geochemist",
      quote: "Being assessed in Spanish meant the examination measured my science, not my English.",
      story: [
        "Rosa samples fluids from high-altitude springs to estimate reservoir temperatures, often at more than 4,000 metres. Her reports help decide where the first wells of a project are drilled.",
        "She earned the Professional credential in Spanish and later helped check the Spanish translation of the geochemistry questions. She now runs field courses for students from three universities.",
      ],
    },
    ayu: {
      role: "Environmental officer",
      quote: "I came from biology. The framework showed me exactly which engineering I needed to learn.",
      story: [
        "Ayu joined her company to monitor forests and water around a new power plant. She soon found she had to understand drilling fluids, brine reinjection and noise limits to do her job well.",
        "The Associate credential, taken in Indonesian, gave her a structured way to learn. She now leads the plant's environmental monitoring and presents results to the village councils every quarter.",
      ],
    },
    joseph: {
      role: "Reservoir engineer",
      quote: "Our agency now uses the framework to plan the training of every new engineer.",
      story: [
        "Joseph builds numerical models of reservoirs for a public agency exploring new fields. Much of his training came from short courses abroad, each with its own certificate and none comparable to the others.",
        "Preparing for the Professional examination, he found gaps in his knowledge of well testing and closed them with colleagues. His agency has since adopted the competency framework for its graduate programme.",
      ],
    },
    miguel: {
      role: "Operations manager",
      quote: "I hire against the framework now. It takes the guesswork out of interviews.",
      story: [
        "Miguel manages three plants in volcanic highlands, with more than a hundred staff on rotating shifts. Finding people with the right skills used to mean long interviews and expensive mistakes.",
        "After earning the Senior Professional credential himself, he rewrote his team's job descriptions around the framework's levels. New hires now arrive knowing what is expected of them, and internal promotions follow the same path.",
      ],
    },
    elif: {
      role: "Plant operator trainee",
      quote: "As the first engineer in my family, I wanted a proof of skill that anyone could check.",
      story: [
        "Elif studied mechanical engineering and joined a binary-cycle plant as a trainee operator. She prepared for the Associate examination with the free study guides and practice questions, in Turkish.",
        "Passing it helped her move onto the control-room rota ahead of schedule. She now volunteers with a regional chapter, helping students from vocational schools prepare for their first examination.",
      ],
    },
    lars: {
      role: "District heating project manager",
      quote: "Deep geothermal is new in our city. Certified staff helped us earn the public's trust.",
      story: [
        "Lars led the conversion of a district heating network from coal to deep geothermal heat. Residents and the city council wanted to know that the people drilling under their streets knew what they were doing.",
        "The project required the Senior Professional credential for key roles, and Lars earned it himself. He says the public meetings became easier once he could point to an independent, published standard.",
      ],
    },
    tama: {
      role: "Chief geoscientist",
      quote: "The best credential is one that keeps asking you to learn. Recertification does that.",
      story: [
        "Tama has mapped geothermal systems for thirty years and works closely with the iwi who are guardians of the land and the resource. He sees geoscience and local knowledge as partners, not rivals.",
        "As an Expert Fellow he chairs the panel that reviews the exploration part of the framework. He values recertification most: it keeps him reading, teaching and in touch with younger colleagues.",
      ],
    },
    samuel: {
      role: "Workforce policy advisor",
      quote: "Governments plan better when skills are counted in the same way across countries.",
      story: [
        "Samuel studies the skills needs of the geothermal industry across several African countries and advises ministries on training budgets. Before a shared framework, each country described skills differently.",
        "As an Expert Fellow he helped map national qualifications to the framework's four levels. His observatory now publishes a yearly count of certified professionals by level and country.",
      ],
    },
  },
};

export default testimonials;
