// Replaced by the payments feature: the plan grid, rules of spec section 9 and checkout navigation.
export function UpgradeDialog() {
  return null;
}
