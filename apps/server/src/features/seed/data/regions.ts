// Demo regions (SPEC 2.13): two states with a few real districts, assembly constituencies, mandals
// and villages each, so every drill-down level has something to show. Pincodes are the villages'
// post-office codes as best known; they are demo data, not a postal reference.
export interface VillageSeed {
  name: string;
  pincode: string;
}
export interface MandalSeed {
  name: string;
  villages: VillageSeed[];
}
export interface ConstituencySeed {
  name: string;
  mandals: MandalSeed[];
}
export interface DistrictSeed {
  name: string;
  constituencies: ConstituencySeed[];
}
export interface StateSeed {
  name: string;
  districts: DistrictSeed[];
}

const v = (name: string, pincode: string): VillageSeed => ({ name, pincode });

export const REGION_SEED: StateSeed[] = [
  {
    name: 'Andhra Pradesh',
    districts: [
      {
        name: 'Visakhapatnam',
        constituencies: [
          {
            name: 'Bheemili',
            mandals: [
              { name: 'Bheemunipatnam', villages: [v('Tagarapuvalasa', '531162'), v('Nerellavalasa', '531163')] },
              { name: 'Anandapuram', villages: [v('Gambheeram', '531163'), v('Vellanki', '531163')] },
            ],
          },
          {
            name: 'Pendurthi',
            mandals: [
              { name: 'Pendurthi', villages: [v('Chintalagraharam', '531173'), v('Vepagunta', '530047')] },
              { name: 'Sabbavaram', villages: [v('Asakapalli', '531035'), v('Gullepalli', '531035')] },
            ],
          },
        ],
      },
      {
        name: 'Krishna',
        constituencies: [
          {
            name: 'Gudivada',
            mandals: [
              { name: 'Gudivada', villages: [v('Bethavolu', '521301'), v('Mallayapalem', '521301')] },
              { name: 'Nandivada', villages: [v('Janardhanapuram', '521327'), v('Rudrapaka', '521327')] },
            ],
          },
          {
            name: 'Machilipatnam',
            mandals: [
              { name: 'Machilipatnam', villages: [v('Chilakalapudi', '521002'), v('Manginapudi', '521002')] },
            ],
          },
        ],
      },
      {
        name: 'Guntur',
        constituencies: [
          {
            name: 'Tenali',
            mandals: [
              { name: 'Tenali', villages: [v('Angalakuduru', '522211'), v('Kolakaluru', '522301')] },
              { name: 'Kollipara', villages: [v('Annavaram', '522304'), v('Vallabhapuram', '522304')] },
            ],
          },
          {
            name: 'Mangalagiri',
            mandals: [
              { name: 'Mangalagiri', villages: [v('Nidamarru', '522503'), v('Kaza', '522503')] },
              { name: 'Tadepalli', villages: [v('Undavalli', '522501'), v('Penumaka', '522501')] },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Telangana',
    districts: [
      {
        name: 'Karimnagar',
        constituencies: [
          {
            name: 'Huzurabad',
            mandals: [
              { name: 'Huzurabad', villages: [v('Singapur', '505468'), v('Kandugula', '505468')] },
              { name: 'Jammikunta', villages: [v('Madipalli', '505122'), v('Vilasagar', '505122')] },
            ],
          },
          {
            name: 'Manakondur',
            mandals: [
              { name: 'Manakondur', villages: [v('Annaram', '505469'), v('Uppal', '505469')] },
            ],
          },
        ],
      },
      {
        name: 'Warangal',
        constituencies: [
          {
            name: 'Narsampet',
            mandals: [
              { name: 'Narsampet', villages: [v('Itikalapalli', '506132'), v('Mahaboobnagar', '506132')] },
              { name: 'Duggondi', villages: [v('Mallampalli', '506345'), v('Thimmampet', '506345')] },
            ],
          },
          {
            name: 'Parkal',
            mandals: [{ name: 'Parkal', villages: [v('Kamaram', '506164'), v('Nagaram', '506164')] }],
          },
        ],
      },
      {
        name: 'Nalgonda',
        constituencies: [
          {
            name: 'Miryalaguda',
            mandals: [
              { name: 'Miryalaguda', villages: [v('Alagadapa', '508207'), v('Yadgarpalli', '508207')] },
              { name: 'Vemulapalli', villages: [v('Amanagal', '508207'), v('Shettipalem', '508207')] },
            ],
          },
          {
            name: 'Nalgonda',
            mandals: [{ name: 'Kanagal', villages: [v('Darveshpuram', '508001'), v('Cherlagowraram', '508001')] }],
          },
        ],
      },
    ],
  },
];
