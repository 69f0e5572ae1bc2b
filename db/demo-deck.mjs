// The demo pitch deck of 'Adup Data Agent' (docs/product.md#public-landing), one entry per PDF page:
// a title line, then 60–150 words of prose. The one source of these texts: the demo seed
// (db/seed.mjs) renders them into the demo company's pitch deck PDF (db/demo-deck-pdf.mjs)
// and stores them as its extracted text; app/domain/deck/fixtures/demo-deck.ts re-exports
// them for the unit tests and the benchmark. Keep the figures consistent across pages
// (140 customers × €212 ARPA × 12 ≈ €356k ARR; 18 partner agencies; €1.5M seed).

/** @type {readonly { source: "page"; number: number; text: string }[]} */
export const DEMO_DECK_PAGES = Object.freeze([
  {
    source: "page",
    number: 1,
    text: `Adup — Your AI Data & E-commerce Agent
Adup is an AI agent for online retailers that tracks, analyzes, reports and optimizes their digital activity. It connects to the shop, the ad accounts and web analytics, watches every metric around the clock and tells the team what changed, why it changed and what to do next. Instead of logging into six dashboards, a founder or marketer simply asks Adup a question in plain language and gets an answer from their own connected data sources. Founded in Amsterdam in 2023, Adup serves 140 paying web shops across the Netherlands and Belgium. This deck explains the problem we solve, how the product works, our traction so far and why we are raising a seed round of €1.5 million.`,
  },
  {
    source: "page",
    number: 2,
    text: `The problem: e-commerce teams drown in data but lack answers
A typical small or mid-sized web shop uses Shopify or WooCommerce, Google Analytics, Google Ads, Meta Ads, an email tool and a marketplace account. Each tool has its own dashboard and its own definition of a conversion. Teams of two to twenty people spend an estimated eight hours per week exporting spreadsheets and building reports, and they still notice problems too late: a broken checkout, a campaign that burns budget overnight or a best-selling product that quietly runs out of stock. Hiring a data analyst costs more than €60,000 per year, which most shops with revenue below €10 million cannot afford. Agencies that manage these shops face the same problem, multiplied by every client they serve.`,
  },
  {
    source: "page",
    number: 3,
    text: `Our solution: an always-on analyst in every web shop
Adup acts as a tireless data analyst that never sleeps. It pulls data from all connected sources into one model, monitors key metrics in real time and sends proactive notifications when something needs attention, for example a sudden drop in conversion rate or a rising cost per acquisition. Every morning it delivers a short report with the three most important changes and an explanation of their causes. AI recommendations suggest concrete actions, such as shifting budget between campaigns or restocking a product, and estimate their impact on revenue. Users can also chat with their data: finding out which campaign brought in the most new customers last month takes seconds instead of an afternoon.`,
  },
  {
    source: "page",
    number: 4,
    text: `Product: connectors, monitoring, insights and chat
The product consists of four layers. First, more than 25 connectors for shop platforms, advertising networks, web analytics and email marketing, installed in under ten minutes without writing code. Second, a monitoring engine that learns the normal pattern of every metric and flags anomalies within fifteen minutes. Third, an insights layer that ranks findings by revenue impact and turns them into plain-language explanations and recommendations. Fourth, a conversational interface in the web app, Slack and WhatsApp, where users ask questions and receive charts and answers. All data is stored in the European Union and every customer's data is isolated. Agencies get a multi-client workspace with white-label reports for their clients.`,
  },
  {
    source: "page",
    number: 5,
    text: `Market size: a large and underserved segment
Europe counts roughly 1.2 million web shops with annual revenue between €250,000 and €50 million, the segment we target. At an average contract value of €3,000 per year, this represents a serviceable addressable market of €3.6 billion. The total addressable market for e-commerce analytics and marketing intelligence software is estimated at €14 billion and grows around 18 percent per year, driven by rising advertising costs and the end of third-party cookies. Our beachhead is the Benelux, with about 75,000 shops in the segment, followed by Germany and the Nordics, where Shopify adoption is high and agencies play a central role in how shops buy software.`,
  },
  {
    source: "page",
    number: 6,
    text: `Business model and pricing
Adup is sold as a monthly subscription in three tiers. Starter costs €99 per month for one shop and five connectors. Growth costs €249 per month and adds unlimited connectors, proactive notifications and AI recommendations. Scale costs €599 per month and includes multiple stores, API access and a dedicated success manager. Annual plans receive two months free. Agencies pay a wholesale price 30 percent below list and resell Adup to their clients as part of their retainer. Our average revenue per account is €212 per month and our gross margin is 82 percent. The payback period of the customer acquisition cost is seven months for direct customers and under three months through agency partners.`,
  },
  {
    source: "page",
    number: 7,
    text: `Traction: 140 paying customers, growing 15% per month
Since our commercial launch in March 2024, Adup has grown to 140 paying web shops and €356,000 in annual recurring revenue. Monthly recurring revenue has grown by 15 percent month over month on average during the last two quarters. Net revenue retention is 118 percent, because customers upgrade to the Growth tier once they see the recommendations pay off. Logo churn is 2.1 percent per month. Customers connect 6.4 data sources on average and open the app on four days per week. Notable customers include a leading Dutch sneaker retailer, a Belgian furniture brand and three fast-growing direct-to-consumer cosmetics companies. Our net promoter score is 61.`,
  },
  {
    source: "page",
    number: 8,
    text: `Go-to-market: agencies as our multiplier
Digital marketing agencies are our most efficient sales channel. One agency typically manages twenty to eighty web shops, so a single partnership gives us access to many customers at once. We currently work with 18 partner agencies, which brought in 46 percent of new customers last quarter. Partners get a co-branded dashboard, training and a revenue share, and they use Adup to save hours of reporting per client. Alongside the agency channel we acquire direct customers through content marketing, webinars, the Shopify App Store and a free data health check. Our sales funnel is simple: marketing qualified leads, sales qualified leads, a demo, a fourteen-day trial and a paid plan.`,
  },
  {
    source: "page",
    number: 9,
    text: `Competition and our advantage
Web shops today combine generic business intelligence tools such as Looker Studio and Power BI, attribution tools such as Triple Whale, and the native analytics of Shopify and Google. Business intelligence tools are powerful but need an analyst to build and maintain dashboards. Attribution tools focus on advertising and mostly serve large American brands. Native analytics stop at the border of their own platform. Adup is the only product in our segment that combines cross-platform monitoring, proactive alerts, recommendations and a chat interface at a price small teams can afford. Our advantages are the agency distribution network, a data model trained on thousands of European shop-months, and support in Dutch, German and English.`,
  },
  {
    source: "page",
    number: 10,
    text: `Team
Adup was founded by three people who have built and sold e-commerce software before. Lisa de Vries, CEO, ran growth at a Dutch fashion marketplace and scaled it from €5 million to €40 million in revenue. Mark Janssen, CTO, was a lead engineer for data pipelines at a European payment company and holds a master's degree in machine learning from the University of Amsterdam. Sanne Bakker, COO, built the partner programme of a marketing software company to 300 agencies. The team now counts eleven people: six engineers, two customer success managers, two salespeople and one designer. Our advisors include a former Shopify partner manager and an experienced SaaS investor.`,
  },
  {
    source: "page",
    number: 11,
    text: `Financials and projections
In 2024 Adup generated €182,000 in revenue with a net loss of €640,000, financed by a pre-seed round of €750,000 from angel investors. For 2025 we expect revenue of €720,000 and for 2026 €2.4 million, reaching break-even in the second half of 2026. The projections assume 25 new customers per month rising to 90, an average revenue per account growing to €260 per month as more customers choose Growth and Scale, and monthly churn below 2 percent. Personnel is our largest expense at 68 percent of the total, followed by cloud infrastructure and marketing. Our current monthly burn is €58,000 and the remaining runway is nine months.`,
  },
  {
    source: "page",
    number: 12,
    text: `Roadmap: from insights to autonomous actions
Over the next eighteen months we will move from telling users what to do to doing it for them, always with their approval. In the first half of 2025 we release forecasting of sales and stock levels and a marketplace connector for Bol and Amazon. In the second half we launch automated actions: Adup will pause loss-making campaigns, adjust budgets and draft product descriptions once a user approves the rule. In 2026 we open an API and an app marketplace where agencies build their own playbooks, and we expand to Germany and the Nordics with local partner agencies and native-language support.`,
  },
  {
    source: "page",
    number: 13,
    text: `The ask: €1.5 million seed round
We are raising €1.5 million in a seed round to reach €2.4 million in annual recurring revenue within 24 months. The funding will be used for product development, 45 percent, to build automated actions and new connectors; for sales and partnerships, 35 percent, to grow from 18 to 60 partner agencies and enter Germany; and for operations and working capital, 20 percent. The round extends our runway to 28 months and takes the company past break-even. We welcome investors who bring experience in SaaS, e-commerce or international expansion. For the financial model, the cap table or a call with the founders, please use the request buttons on this page.`,
  },
]);
