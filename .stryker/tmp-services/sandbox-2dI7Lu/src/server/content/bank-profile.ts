// @ts-nocheck
import { PEOPLE as SET_PEOPLE } from './dilr/names.ts';
import { CITIES, PEOPLE } from './quant/names.ts';

/** The figures `content:stats` reports about a bank's mix, computed from one row per question. */
export interface ProfileRow {
  section: string;
  difficulty: number;
  stem: string;
}

export interface BankProfile {
  /** section → difficulty level → questions. */
  byDifficulty: Record<string, Record<string, number>>;
  /** Share of each section at levels 4–5 (0–1). */
  hardShare: Record<string, number>;
  /** Distinct QA wordings (numbers and names masked) divided by the QA count; 0 for a bank without QA. */
  distinctWordings: number;
}

const NAMES = new Set<string>([...PEOPLE, ...SET_PEOPLE, ...CITIES]);

/**
 * A stem with its numbers and names masked, so two draws of one template that differ only in figures or people
 * read as the same wording. Capitalised words inside a sentence count as names too (places, shops, teams).
 */
export function maskWording(stem: string): string {
  return stem
    .replace(/\d[\d,]*(?:\.\d+)?/g, '#')
    .replace(/\b[A-Z][a-z]+\b/g, (word) => (NAMES.has(word) ? 'N' : word))
    .replace(/([^.?!\s]\s+)[A-Z][a-z]+\b/g, '$1N')
    .replace(/\s+/g, ' ')
    .trim();
}

export function bankProfile(rows: Iterable<ProfileRow>): BankProfile {
  const byDifficulty: Record<string, Record<string, number>> = {};
  const wordings = new Set<string>();
  let qa = 0;
  for (const row of rows) {
    byDifficulty[row.section] ??= {};
    const levels = byDifficulty[row.section];
    levels[row.difficulty] = (levels[row.difficulty] ?? 0) + 1;
    if (row.section === 'QA') {
      qa += 1;
      wordings.add(maskWording(row.stem));
    }
  }
  const hardShare: Record<string, number> = {};
  for (const [section, levels] of Object.entries(byDifficulty)) {
    const total = Object.values(levels).reduce((a, b) => a + b, 0);
    hardShare[section] = round((levels[4] ?? 0) + (levels[5] ?? 0), total);
  }
  return { byDifficulty, hardShare, distinctWordings: qa === 0 ? 0 : round(wordings.size, qa) };
}

const round = (n: number, d: number) => (d === 0 ? 0 : Math.round((n / d) * 1000) / 1000);
