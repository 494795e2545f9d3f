// The synthetic catalogue of the search benchmark (bench-search.ts): a region tree the size of a
// real state pair (2 states, 30 districts, 300 constituencies, 1,200 mandals, 12,000 villages)
// and N videos, all inserted with generate_series in a handful of statements. Titles are two words
// from an English or a Telugu vocabulary (one in 1,000 starts with a rare Telugu word); their
// search keys are computed here with the same searchKey() the app uses (a two-word title's key is
// the two keys joined by a space, checked on a sample). Descriptions carry a made-up place name
// shared by ~12 videos, for selective searches. 40 % of the videos are tagged at a village;
// fillVideoRegionParents() then tags their parents. Finally VACUUM ANALYZE, as autovacuum would.
import { searchKey } from '../../src/lib/search/search-key.ts';
import type { Database, RawSql } from '../../src/lib/db/client.ts';
import { fillVideoRegionParents } from '../../src/features/regions/index.ts';

export const ENGLISH_WORDS = [
  'Godavari', 'Sunrise', 'Village', 'Story', 'Love', 'Express', 'Night', 'Temple', 'River', 'Festival',
  'Market', 'Harvest', 'Monsoon', 'Journey', 'Secret', 'Family', 'Wedding', 'Cricket', 'Kitchen', 'Mango',
  'Moon', 'Letter', 'Train', 'Bus', 'Road', 'Hills', 'Coast', 'Farmer', 'Teacher', 'Doctor',
  'Police', 'Laughter', 'Drama', 'Dance', 'Song', 'Chronicles', 'Diaries', 'Return', 'Legend', 'Shadow',
  'Fire', 'Rain', 'Wind', 'Gold', 'Silver', 'Heart', 'Dream', 'City', 'Town', 'Beach',
];
export const TELUGU_WORDS = [
  'ప్రేమ', 'కథ', 'అమ్మ', 'నాన్న', 'వంట', 'గోదారి', 'పల్లె', 'వెన్నెల', 'రాత్రి', 'సూర్యుడు',
  'చందమామ', 'పండుగ', 'సంక్రాంతి', 'గుడి', 'నది', 'ఊరు', 'బడి', 'పాట', 'ఆట', 'కల',
  'మనసు', 'స్నేహం', 'ప్రయాణం', 'రహస్యం', 'కుటుంబం', 'పెళ్లి', 'వర్షం', 'పొలం', 'రైతు', 'దారి',
];
/** One video in 1,000 has this word in its title (a selective search by English letters). */
export const RARE_TITLE = 'సూర్యకాంతం';
const SYLLABLES = ['ka', 'ra', 'pa', 'di', 'mu', 've', 'lo', 'ta', 'ni', 'gu', 'sa', 'bo', 'ja', 're', 'ma', 'chi', 'du', 'ya', 'ko', 'va'];
const PLACE_SUFFIXES = ['palli', 'peta', 'puram', 'valasa', 'gudem'];

const sqlArray = (items: readonly string[]) => `array[${items.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
const syllable = (n: string) => `(${sqlArray(SYLLABLES)})[1 + (${n}) % ${SYLLABLES.length}]`;
/** A made-up word from a number: three syllables (8,000 words), e.g. 'karapa'. */
const madeUpWord = (n: string) => `${syllable(n)} || ${syllable(`(${n}) / 20`)} || ${syllable(`(${n}) / 400`)}`;

export const BENCH_REGION_SHAPE = { states: 2, districtsPerState: 15, constituenciesPerDistrict: 10, mandalsPerConstituency: 4, villagesPerMandal: 10 };

export async function insertBenchRegions(raw: RawSql) {
  const s = BENCH_REGION_SHAPE;
  await raw.exec(`insert into states (name) select 'Bench State ' || s from generate_series(1, ${s.states}) s`);
  await raw.exec(`insert into districts (state_id, name)
    select st.id, 'Bench District ' || st.id || '-' || d from states st, generate_series(1, ${s.districtsPerState}) d
    where st.name like 'Bench State %'`);
  await raw.exec(`insert into constituencies (district_id, name)
    select di.id, 'Bench Constituency ' || di.id || '-' || c from districts di, generate_series(1, ${s.constituenciesPerDistrict}) c
    where di.name like 'Bench District %'`);
  await raw.exec(`insert into mandals (constituency_id, name)
    select co.id, initcap(${madeUpWord('co.id * 4 + m')}) || ' Mandal ' || co.id || '-' || m
    from constituencies co, generate_series(1, ${s.mandalsPerConstituency}) m where co.name like 'Bench Constituency %'`);
  await raw.exec(`insert into villages (mandal_id, name, pincode)
    select ma.id, initcap(${madeUpWord('ma.id * 10 + v')}) || (${sqlArray(PLACE_SUFFIXES)})[1 + v % 5],
           (510000 + ma.id % 9000)::text
    from mandals ma, generate_series(1, ${s.villagesPerMandal}) v where ma.name like '% Mandal %'`);
  const { rows } = await raw.query(
    `select min(v.id) as first, count(*) as n from villages v join mandals m on m.id = v.mandal_id where m.name like '% Mandal %'`,
  );
  const { first, n } = rows[0] as { first: number; n: string };
  return { firstVillageId: Number(first), villageCount: Number(n) };
}

export async function insertBenchVideos(raw: RawSql, count: number, villages: { firstVillageId: number; villageCount: number }) {
  const en = sqlArray(ENGLISH_WORDS);
  const enKeys = sqlArray(ENGLISH_WORDS.map(searchKey));
  const te = sqlArray(TELUGU_WORDS);
  const teKeys = sqlArray(TELUGU_WORDS.map(searchKey));
  const word = (list: string, n: string, size: number) => `(${list})[1 + (${n}) % ${size}]`;
  const E = ENGLISH_WORDS.length;
  const T = TELUGU_WORDS.length;
  // One title in three is Telugu; the two words are picked by co-prime strides.
  await raw.exec(`insert into videos (title, title_latin, description, video_type, category_id, status, created_at,
      updated_at, duration, views_count, village_id)
    select
      case when g % 1000 = 0 then '${RARE_TITLE}' || ' ' || ${word(te, 'g * 13 + 1', T)}
           when g % 3 = 0 then ${word(te, 'g * 7', T)} || ' ' || ${word(te, 'g * 13 + 1', T)}
           else ${word(en, 'g * 7', E)} || ' ' || ${word(en, 'g * 11 + 3', E)} end,
      case when g % 1000 = 0 then '${searchKey(RARE_TITLE)}' || ' ' || ${word(teKeys, 'g * 13 + 1', T)}
           when g % 3 = 0 then ${word(teKeys, 'g * 7', T)} || ' ' || ${word(teKeys, 'g * 13 + 1', T)}
           else ${word(enKeys, 'g * 7', E)} || ' ' || ${word(enKeys, 'g * 11 + 3', E)} end,
      'A ' || lower(${word(en, 'g * 17 + 5', E)}) || ' tale from ' || ${madeUpWord('g % 8000')} || 'peta, told by its people.',
      (array['free','paid','rental'])[1 + (g / 7) % 3],
      (array[1,2,3,4,5,6,7,8,9,19])[1 + g % 10],
      'ready',
      now() - g * interval '3 minutes',
      now() - g * interval '3 minutes',
      60 + g % 7200,
      (g * 37) % 100000,
      case when g % 5 < 2 then ${villages.firstVillageId} + (g * 7919) % ${villages.villageCount} end
    from generate_series(1, ${count}) g`);
}

/** Throws when a stored key differs from what the app would compute (the SQL above is wrong). */
export async function checkBenchKeys(raw: RawSql) {
  const { rows } = await raw.query(`select title, title_latin from videos order by id desc limit 3000`);
  for (const row of rows as { title: string; title_latin: string }[]) {
    if (searchKey(row.title) !== row.title_latin) {
      throw new Error(`bench key mismatch: ${row.title} → ${row.title_latin}, app says ${searchKey(row.title)}`);
    }
  }
}

export async function seedBenchDataset(db: Database, raw: RawSql, count: number) {
  const started = performance.now();
  const villages = await insertBenchRegions(raw);
  await insertBenchVideos(raw, count, villages);
  const inserted = performance.now();
  const parents = await fillVideoRegionParents(db);
  const filled = performance.now();
  await checkBenchKeys(raw);
  // As autovacuum would: flushes the trigram indexes' pending lists and sets visibility.
  await raw.exec('vacuum analyze');
  return {
    insertSeconds: (inserted - started) / 1000,
    fillParentsSeconds: (filled - inserted) / 1000,
    totalSeconds: (performance.now() - started) / 1000,
    parentsFilled: parents,
    ...villages,
  };
}
