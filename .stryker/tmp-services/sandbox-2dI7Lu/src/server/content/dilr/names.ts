/** Name pools for generated sets. People have distinct initials so clues stay readable. */
// @ts-nocheck

export const PEOPLE = [
  'Aarav',
  'Bhavna',
  'Chirag',
  'Deepa',
  'Esha',
  'Farhan',
  'Gauri',
  'Harsh',
  'Ishaan',
  'Jaya',
  'Kabir',
  'Lata',
  'Manav',
  'Naina',
  'Om',
  'Pooja',
  'Rohan',
  'Sneha',
  'Tarun',
  'Uma',
  'Varun',
  'Yamini',
] as const;

export const CITIES = ['Pune', 'Jaipur', 'Kochi', 'Indore', 'Lucknow', 'Nagpur', 'Surat', 'Bhopal', 'Mysuru', 'Patna'];

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Consecutive years ending at a random recent year. */
export function yearsEnding(last: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => String(last - count + 1 + i));
}
