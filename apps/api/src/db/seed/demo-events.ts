import type { CategoryName } from './categories';
import type { DemoOrganizerName } from './demo-organizers';
import type { DemoSlot } from './demo-schedule';

export interface DemoTicket {
  name: string;
  /** Decimal, as the API speaks it; stored in minor units. */
  price: number;
  noOfPersons?: 1 | 2;
  maxTickets: number;
}

export interface DemoEvent {
  organizer: DemoOrganizerName;
  category: CategoryName;
  title: string;
  shortDescription: string;
  /** Paragraphs, joined with blank lines as the details page expects. */
  paragraphs: string[];
  location: string;
  coordinates: string;
  slot: DemoSlot;
  hours: number;
  isDraft?: boolean;
  tickets: DemoTicket[];
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    organizer: 'Nairobi Sound Collective',
    category: 'Music',
    title: 'Sunset Jazz on the Terrace',
    shortDescription: 'An evening of live jazz as the sun goes down over the city.',
    paragraphs: [
      'The Nairobi Sound Collective house band returns to the rooftop for a relaxed evening of standards, Afro-jazz and a few surprises from guest horn players.',
      'Doors open an hour before the first set. Food and drinks are served on the terrace all evening, and seating is first come, first served.',
      'Couple tickets admit two people and include a reserved table near the stage.',
    ],
    location: 'Rooftop Terrace, Westlands, Nairobi',
    coordinates: '-1.2676,36.8108',
    slot: { kind: 'today' },
    hours: 3,
    tickets: [
      { name: 'Regular', price: 15, maxTickets: 200 },
      { name: 'Couple', price: 25, noOfPersons: 2, maxTickets: 80 },
      { name: 'VIP', price: 40, maxTickets: 50 },
    ],
  },
  {
    organizer: 'Lagos Tech Circle',
    category: 'Technology',
    title: 'Lagos Startup Pitch Night',
    shortDescription: 'Ten early-stage founders pitch to investors and a live audience.',
    paragraphs: [
      'Ten founders from across West Africa get five minutes each to pitch, followed by five minutes of questions from a panel of angel investors and operators.',
      'The audience votes for its favourite, and the winner takes home a mentoring package and office space for three months.',
      'Stay after the pitches for networking, small chops and cold drinks.',
    ],
    location: 'Co-Creation Hub, Herbert Macaulay Way, Yaba, Lagos',
    coordinates: '6.5095,3.3711',
    slot: { kind: 'day', offset: 1, time: '17:30' },
    hours: 3,
    tickets: [
      { name: 'General Admission', price: 10, maxTickets: 250 },
      { name: 'Founder Pass', price: 25, maxTickets: 60 },
    ],
  },
  {
    organizer: 'Cape Town Outdoors',
    category: 'Sports & Fitness',
    title: 'Table Mountain Sunrise Trail Run',
    shortDescription: 'A guided 12 km trail run to watch the sun rise over the city bowl.',
    paragraphs: [
      'Meet at Kloof Nek in the dark and run the contour path with experienced pacers as the first light hits Lion’s Head and the Atlantic.',
      'The route is 12 km with about 450 m of climbing. Groups run at three paces, so both newcomers and seasoned trail runners are welcome.',
      'Bring a head torch, water and a light jacket. The breakfast ticket adds coffee and a hot meal at the finish.',
    ],
    location: 'Kloof Nek Parking, Table Mountain National Park, Cape Town',
    coordinates: '-33.9378,18.4036',
    slot: { kind: 'weekend', time: '05:00' },
    hours: 4,
    tickets: [
      { name: 'Runner', price: 12, maxTickets: 300 },
      { name: 'Runner + Breakfast', price: 20, maxTickets: 150 },
    ],
  },
  {
    organizer: 'Mesa Lisboa',
    category: 'Food & Drink',
    title: 'Lisbon Natural Wine Fair',
    shortDescription: 'Taste over 150 natural wines from small Portuguese growers.',
    paragraphs: [
      'More than forty independent winemakers from the Douro, Dão, Alentejo and the islands pour their latest releases under one roof.',
      'Every ticket includes a tasting glass and a map of the stands. Local bakers and cheesemakers keep the day going between tastings.',
      'The pair pass admits two people and comes with a bottle to take home.',
    ],
    location: 'Mercado de Campo de Ourique, Rua Coelho da Rocha, Lisbon',
    coordinates: '38.7173,-9.1653',
    slot: { kind: 'weekend', time: '12:00' },
    hours: 7,
    tickets: [
      { name: 'Tasting Pass', price: 30, maxTickets: 400 },
      { name: 'Pair Pass', price: 55, noOfPersons: 2, maxTickets: 100 },
    ],
  },
  {
    organizer: 'Thames Arts Guild',
    category: 'Film & Media',
    title: 'Short Film Night: New Voices',
    shortDescription: 'Eight short films by first-time directors, followed by a Q&A.',
    paragraphs: [
      'Our quarterly showcase of new filmmaking brings together eight shorts, from documentary to animation, all made by first-time directors in London.',
      'After the screening, the directors join us on stage to talk about making a film on no budget and what comes next.',
    ],
    location: 'Riverside Studios, Crisp Road, Hammersmith, London',
    coordinates: '51.4897,-0.2265',
    slot: { kind: 'day', offset: 3, time: '19:00' },
    hours: 2.5,
    tickets: [
      { name: 'Standard', price: 14, maxTickets: 120 },
      { name: 'Student', price: 8, maxTickets: 60 },
    ],
  },
  {
    organizer: 'Cape Town Outdoors',
    category: 'Family & Kids',
    title: 'Family Ocean Discovery Day',
    shortDescription: 'Hands-on marine science for curious kids and their grown-ups.',
    paragraphs: [
      'Marine biologists lead touch pools, plankton microscopes and a giant kelp forest model built for small hands.',
      'Sessions run every hour, and there is a quiet room for younger children who need a break.',
      'The parent and child ticket admits one adult and one child.',
    ],
    location: 'Two Oceans Aquarium, V&A Waterfront, Cape Town',
    coordinates: '-33.9083,18.4176',
    slot: { kind: 'day', offset: 5, time: '08:00' },
    hours: 6,
    tickets: [
      { name: 'Child', price: 6, maxTickets: 250 },
      { name: 'Parent + Child', price: 10, noOfPersons: 2, maxTickets: 150 },
    ],
  },
  {
    organizer: 'Lagos Tech Circle',
    category: 'Business & Professional',
    title: 'Product Management Summit Africa',
    shortDescription: 'A full day of talks and workshops for product people across the continent.',
    paragraphs: [
      'Product leaders from fintech, logistics and health companies share what worked, what failed and what they would do differently.',
      'The afternoon splits into workshops on discovery, pricing and building for low-bandwidth users. Lunch and coffee are included.',
      'Come as a team: the team ticket admits two people from the same company.',
      'Talks are recorded and shared with ticket holders after the event.',
    ],
    location: 'Landmark Event Centre, Water Corporation Drive, Victoria Island, Lagos',
    coordinates: '6.4253,3.4311',
    slot: { kind: 'day', offset: 8, time: '08:00' },
    hours: 9,
    tickets: [
      { name: 'Early Bird', price: 45, maxTickets: 200 },
      { name: 'Standard', price: 60, maxTickets: 300 },
      { name: 'Team of Two', price: 100, noOfPersons: 2, maxTickets: 80 },
    ],
  },
  {
    organizer: 'Nairobi Sound Collective',
    category: 'Nightlife',
    title: 'Afrobeats After Dark',
    shortDescription: 'Four DJs, one warehouse and Afrobeats until the early hours.',
    paragraphs: [
      'Our monthly warehouse party brings four of the city’s favourite selectors to a stage built for dancing: Afrobeats, amapiano and gengetone all night.',
      'Early entry is cheaper before 10 pm. VIP tables for two include a bottle service and a view over the dance floor.',
      'Strictly 18 and over; please bring a photo ID.',
    ],
    location: 'The Warehouse, Enterprise Road, Industrial Area, Nairobi',
    coordinates: '-1.3086,36.8517',
    slot: { kind: 'day', offset: 11, time: '18:00' },
    hours: 7,
    tickets: [
      { name: 'Early Entry', price: 10, maxTickets: 500 },
      { name: 'Regular', price: 15, maxTickets: 400 },
      { name: 'VIP Table for Two', price: 60, noOfPersons: 2, maxTickets: 50 },
    ],
  },
  {
    organizer: 'Thames Arts Guild',
    category: 'Arts & Culture',
    title: 'Open Studio: Linocut Printmaking',
    shortDescription: 'Carve and print your own linocut in a three-hour beginner workshop.',
    paragraphs: [
      'Working printmakers guide you from sketch to carved block to a finished edition of prints, using the studio’s presses and inks.',
      'All materials are included and no experience is needed. You leave with your block and at least five prints.',
    ],
    location: 'Bankside Print Studio, Southwark Street, London',
    coordinates: '51.5056,-0.1007',
    slot: { kind: 'day', offset: 14, time: '13:00' },
    hours: 3,
    tickets: [{ name: 'Workshop Place', price: 35, maxTickets: 50 }],
  },
  {
    organizer: 'Cape Town Outdoors',
    category: 'Community',
    title: 'Muizenberg Beach Clean-Up',
    shortDescription: 'Join neighbours for a morning cleaning up the beach, then coffee on us.',
    paragraphs: [
      'We supply gloves, bags and grabbers; you bring sunscreen and a good mood. Teams work the beach and dunes for two hours, then we sort and weigh what we collected.',
      'Volunteering is free. Supporter tickets include a T-shirt and help pay for the skips and recycling.',
    ],
    location: "Surfer's Corner, Muizenberg Beach, Cape Town",
    coordinates: '-34.1075,18.4706',
    slot: { kind: 'day', offset: 17, time: '07:00' },
    hours: 3,
    tickets: [
      { name: 'Volunteer', price: 0, maxTickets: 300 },
      { name: 'Supporter (with T-shirt)', price: 15, maxTickets: 100 },
    ],
  },
  {
    organizer: 'Lagos Tech Circle',
    category: 'Education',
    title: 'Intro to Machine Learning with Python',
    shortDescription: 'A practical evening class on training your first model.',
    paragraphs: [
      'In three hours you go from a spreadsheet of data to a trained, tested model, using Python, pandas and scikit-learn.',
      'Bring a laptop with Python installed; the setup guide arrives by email after booking. The class is hands-on, with mentors in the room to help.',
      'Suitable for developers and analysts who know basic Python.',
    ],
    location: 'Zone Tech Park, Gbagada, Lagos',
    coordinates: '6.5536,3.3895',
    slot: { kind: 'day', offset: 22, time: '16:00' },
    hours: 3,
    tickets: [{ name: 'Seat', price: 20, maxTickets: 80 }],
  },
  {
    organizer: 'Mesa Lisboa',
    category: 'Music',
    title: 'Fado Night in Alfama',
    shortDescription: 'Traditional fado sung by candlelight in Lisbon’s oldest quarter.',
    paragraphs: [
      'Two fadistas and a Portuguese guitar trio perform the songs of longing that were born in these streets, in an intimate room for a small audience.',
      'The dinner ticket for two includes a three-course Portuguese menu served before the performance.',
      'Silence is kept during the songs, as tradition asks.',
    ],
    location: 'Largo do Chafariz de Dentro, Alfama, Lisbon',
    coordinates: '38.7115,-9.1283',
    slot: { kind: 'next-month', dayOfMonth: 10, time: '19:30' },
    hours: 2.5,
    tickets: [
      { name: 'Seat', price: 28, maxTickets: 120 },
      { name: 'Dinner & Fado for Two', price: 110, noOfPersons: 2, maxTickets: 50 },
    ],
  },
  {
    organizer: 'Nairobi Sound Collective',
    category: 'Food & Drink',
    title: 'Nairobi Street Food Market',
    shortDescription: 'Thirty food stalls, live music and a night market under the lights.',
    paragraphs: [
      'From nyama choma to Ethiopian injera and Swahili coast pilau, thirty of the city’s best street food vendors line up for one evening.',
      'Tasting tokens are exchanged at any stall for a small plate, so you can try a bit of everything. Live bands play from 7 pm.',
    ],
    location: 'Kenyatta International Convention Centre Grounds, Nairobi',
    coordinates: '-1.2884,36.8233',
    slot: { kind: 'day', offset: 33, time: '15:30' },
    hours: 5,
    tickets: [
      { name: 'Entry', price: 5, maxTickets: 500 },
      { name: 'Entry + 5 Tasting Tokens', price: 18, maxTickets: 300 },
    ],
  },
  {
    organizer: 'Cape Town Outdoors',
    category: 'Charity & Causes',
    title: 'Harbour 10K for Clean Oceans',
    shortDescription: 'Run or walk along the harbour to raise money for ocean clean-up.',
    paragraphs: [
      'A flat, fast route along the Sea Point promenade and back through Green Point Park, with a 5 km option for walkers and families.',
      'Every entry funds marine litter booms on the city’s rivers. Finishers get a medal made from recycled ocean plastic.',
      'Enter as a pair to run together with one bib number and a shared finish time.',
    ],
    location: 'Green Point Park, Cape Town',
    coordinates: '-33.9039,18.4082',
    slot: { kind: 'day', offset: 41, time: '06:00' },
    hours: 4,
    tickets: [
      { name: '10K Entry', price: 25, maxTickets: 500 },
      { name: '5K Fun Run', price: 12, maxTickets: 300 },
      { name: 'Run as a Pair', price: 45, noOfPersons: 2, maxTickets: 100 },
    ],
  },
  {
    organizer: 'Thames Arts Guild',
    category: 'Arts & Culture',
    title: 'Thames Riverside Arts Festival',
    shortDescription: 'Two days of street art, theatre and music along the South Bank.',
    paragraphs: [
      'For two days the riverside fills with live painting, puppet theatre, poetry stages and bands, with more than sixty artists taking part.',
      'A day pass covers one day; the festival pass covers both and includes priority entry to the evening shows.',
      'Most of the festival is outdoors and step-free. Food stalls are open throughout.',
    ],
    location: 'Southbank Centre Riverside Terrace, London',
    coordinates: '51.5069,-0.1167',
    slot: { kind: 'day', offset: 52, time: '10:00' },
    hours: 34,
    tickets: [
      { name: 'Day Pass', price: 22, maxTickets: 500 },
      { name: 'Festival Pass', price: 38, maxTickets: 300 },
      { name: 'Festival Pass for Two', price: 70, noOfPersons: 2, maxTickets: 150 },
    ],
  },
  {
    organizer: 'Nairobi Sound Collective',
    category: 'Music',
    title: 'Jazz Picnic in the Arboretum',
    shortDescription: 'An afternoon of acoustic jazz on the lawn; bring a blanket.',
    paragraphs: [
      'Still being planned: line-up and food partners to be confirmed.',
      'Picnic blankets welcome; chairs available to rent on the day.',
    ],
    location: 'Nairobi Arboretum, State House Road, Nairobi',
    coordinates: '-1.2733,36.8050',
    slot: { kind: 'day', offset: 45, time: '11:00' },
    hours: 5,
    isDraft: true,
    tickets: [{ name: 'Lawn Ticket', price: 12, maxTickets: 400 }],
  },
  {
    organizer: 'Lagos Tech Circle',
    category: 'Business & Professional',
    title: 'Founders’ Breakfast Roundtable',
    shortDescription: 'A small breakfast for founders to compare notes on fundraising.',
    paragraphs: [
      'Draft: venue and hosts to be confirmed.',
      'Seats are limited so that everyone at the table gets to speak.',
    ],
    location: 'Victoria Island, Lagos',
    coordinates: '6.4281,3.4219',
    slot: { kind: 'day', offset: 60, time: '07:00' },
    hours: 2,
    isDraft: true,
    tickets: [{ name: 'Seat', price: 30, maxTickets: 50 }],
  },
];
