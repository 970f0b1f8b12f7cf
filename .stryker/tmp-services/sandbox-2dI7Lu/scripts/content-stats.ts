// @ts-nocheck
// npm run content:stats — what the bank holds; the last line is a JSON object
// { total, bySection, byType, topics (distinct topics with at least 20 questions), setTypes (distinct DILR set types),
//   rcPassages (reading-comprehension passages with questions), byDifficulty (section → level → count), hardShare (section → share at levels 4–5),
//   distinctWordings (distinct QA wordings after masking numbers and names ÷ QA count), published }.
import { bankRepo } from '#server/content/bank.repo';
import { loadConfig } from '#server/env';
import { openConfiguredDatabase } from './open-database.ts';

async function main() {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const s = await bankRepo(database.db).stats();
    console.log(`database: ${database.kind}`);
    console.log(
      `questions: ${s.total} (${Object.entries(s.byStatus)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')})`,
    );
    for (const [section, n] of Object.entries(s.bySection)) console.log(`  ${section}: ${n}`);
    console.log(
      `types: ${Object.entries(s.byType)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    console.log(`topics with at least 20 questions: ${s.topics}`);
    console.log(
      `DILR set types: ${
        Object.entries(s.setTypeCounts)
          .map(([k, n]) => `${k} (${n})`)
          .join(', ') || 'none'
      }`,
    );
    console.log(`RC passages: ${s.rcPassages}`);
    for (const [section, levels] of Object.entries(s.byDifficulty)) {
      const parts = Object.entries(levels).map(([level, n]) => `L${level} ${n}`);
      console.log(
        `  ${section} by level: ${parts.join(', ')} (levels 4–5: ${Math.round(s.hardShare[section] * 100)}%)`,
      );
    }
    console.log(`distinct QA wordings per QA question: ${s.distinctWordings}`);
    console.log(
      JSON.stringify({
        total: s.total,
        bySection: s.bySection,
        byType: s.byType,
        topics: s.topics,
        setTypes: s.setTypes,
        rcPassages: s.rcPassages,
        byDifficulty: s.byDifficulty,
        hardShare: s.hardShare,
        distinctWordings: s.distinctWordings,
        published: s.byStatus.published ?? 0,
      }),
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
