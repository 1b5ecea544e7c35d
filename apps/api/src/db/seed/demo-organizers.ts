/**
 * Demo organisations. Addresses use the reserved `.example` domain and the phone numbers are made
 * up (the UK ones from Ofcom's range for drama), so no real person is ever mailed or called.
 */
export interface DemoOrganizer {
  name: string;
  displayName: string;
  email: string;
  msisdn: string;
  owner: { firstName: string; lastName: string; email: string; msisdn: string };
}

export const DEMO_ORGANIZERS = [
  {
    name: 'Nairobi Sound Collective Ltd',
    displayName: 'Nairobi Sound Collective',
    email: 'hello@nairobisound.example',
    msisdn: '+254700000101',
    owner: {
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      email: 'wanjiru@nairobisound.example',
      msisdn: '+254700000111',
    },
  },
  {
    name: 'Lagos Tech Circle Foundation',
    displayName: 'Lagos Tech Circle',
    email: 'team@lagostechcircle.example',
    msisdn: '+2347000000102',
    owner: {
      firstName: 'Tunde',
      lastName: 'Adeyemi',
      email: 'tunde@lagostechcircle.example',
      msisdn: '+2347000000112',
    },
  },
  {
    name: 'Mesa Lisboa Eventos Lda',
    displayName: 'Mesa Lisboa',
    email: 'ola@mesalisboa.example',
    msisdn: '+351900000103',
    owner: {
      firstName: 'Inês',
      lastName: 'Carvalho',
      email: 'ines@mesalisboa.example',
      msisdn: '+351900000113',
    },
  },
  {
    name: 'Thames Arts Guild CIC',
    displayName: 'Thames Arts Guild',
    email: 'info@thamesarts.example',
    msisdn: '+447700900104',
    owner: {
      firstName: 'Eleanor',
      lastName: 'Hughes',
      email: 'eleanor@thamesarts.example',
      msisdn: '+447700900114',
    },
  },
  {
    name: 'Cape Town Outdoors NPC',
    displayName: 'Cape Town Outdoors',
    email: 'hi@capetownoutdoors.example',
    msisdn: '+27210000105',
    owner: {
      firstName: 'Sipho',
      lastName: 'Ndlovu',
      email: 'sipho@capetownoutdoors.example',
      msisdn: '+27210000115',
    },
  },
] as const satisfies readonly DemoOrganizer[];

export type DemoOrganizerName = (typeof DEMO_ORGANIZERS)[number]['displayName'];
