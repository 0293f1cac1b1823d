import { slugWords } from 'shared-contracts/text';

/** 'Home & Garden' → 'home-garden'; 'Tecno Camon 30 Pro' → 'tecno-camon-30-pro'. */
export function slugify(text: string): string {
  return slugWords(text) || 'item';
}
