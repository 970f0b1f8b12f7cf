/** Names and settings for word problems, so stems read like real CAT questions rather than algebra drills. */
// @ts-nocheck

export const PEOPLE = [
  'Aarav',
  'Ananya',
  'Rohan',
  'Priya',
  'Vikram',
  'Meera',
  'Kabir',
  'Isha',
  'Arjun',
  'Diya',
  'Karan',
  'Nisha',
  'Siddharth',
  'Pooja',
  'Rahul',
  'Sneha',
  'Aditya',
  'Kavya',
  'Nikhil',
  'Tara',
  'Farhan',
  'Gurpreet',
  'Lakshmi',
  'Joseph',
] as const;

export const SHOPS = [
  'an electronics dealer',
  'a furniture shop',
  'a bookseller',
  'a garment retailer',
  'a sports store',
  'a kitchenware shop',
] as const;

export const GOODS = ['rice', 'wheat', 'sugar', 'tea', 'coffee beans', 'pulses', 'cashews', 'almonds'] as const;

export const CITIES = [
  'Pune',
  'Nagpur',
  'Jaipur',
  'Indore',
  'Lucknow',
  'Mysuru',
  'Surat',
  'Kochi',
  'Bhopal',
  'Patna',
  'Ranchi',
  'Vadodara',
] as const;
