/**
 * The demo catalogue: categories, attributes and products for Nigerian shoppers.
 * Prices are in Naira here; the seeder turns them into kobo.
 */

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  /** Background of the generated product pictures. */
  colour: string;
  /** Short code used in SKUs. */
  code: string;
}

export const SEED_CATEGORIES = [
  {
    name: 'Electronics',
    slug: 'electronics',
    description: 'TVs, sound, kitchen and home appliances that survive NEPA.',
    colour: '#1d4ed8',
    code: 'ELC',
  },
  {
    name: 'Fashion',
    slug: 'fashion',
    description: 'Ankara, aso-oke, agbada and everyday wear.',
    colour: '#be185d',
    code: 'FSH',
  },
  {
    name: 'Home & Garden',
    slug: 'home-garden',
    description: 'Pots, coolers, bedding and everything for the home.',
    colour: '#0f7b3f',
    code: 'HMG',
  },
  {
    name: 'Sports',
    slug: 'sports',
    description: 'Jerseys, boots, balls and gym gear.',
    colour: '#ea580c',
    code: 'SPT',
  },
  {
    name: 'Beauty & Health',
    slug: 'beauty-health',
    description: 'Shea butter, black soap, hair care and wellness.',
    colour: '#7c3aed',
    code: 'BTY',
  },
  {
    name: 'Groceries',
    slug: 'groceries',
    description: 'Rice, milk, noodles, spices and pantry staples.',
    colour: '#b45309',
    code: 'GRC',
  },
  {
    name: 'Phones & Tablets',
    slug: 'phones-tablets',
    description: 'Tecno, Infinix, itel, Samsung and accessories.',
    colour: '#0e7490',
    code: 'PHN',
  },
] as const satisfies readonly SeedCategory[];

export type SeedCategoryName = (typeof SEED_CATEGORIES)[number]['name'];

/**
 * Nigerian VAT relieves basic food and medicines (Nigeria Tax Act 2025, s.187): these are zero-rated; the rest
 * of the catalogue sells at the standard rate. The admin may change any of them (docs/admin.md, "VAT").
 */
export const ZERO_RATED_CATEGORY_SLUGS: readonly string[] = ['groceries'];
export const ZERO_RATED_PRODUCT_NAMES: readonly string[] = [
  'Digital Blood Pressure Monitor',
  'Emzor Paracetamol 500mg (96 Tablets)',
];

export const SEED_ATTRIBUTES = [
  {
    name: 'Size',
    values: [
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '40',
      '41',
      '42',
      '43',
      '44',
      '45',
      '1 Litre',
      '5 Litres',
      '10 Litres',
      '50 Litres',
      '50kg',
      '25kg',
      '10kg',
    ],
  },
  {
    name: 'Colour',
    values: ['Black', 'White', 'Blue', 'Green', 'Red', 'Gold', 'Silver', 'Purple', 'Wine', 'Cream', 'Grey'],
  },
  { name: 'Storage', values: ['32GB', '64GB', '128GB', '256GB', '512GB'] },
] as const;

export type SeedAttributeName = (typeof SEED_ATTRIBUTES)[number]['name'];

export interface SeedOption {
  attribute: SeedAttributeName;
  values: string[];
  /** Naira added to the base price for each value (same order as values). */
  extra?: number[];
}

export interface SeedProductSpec {
  name: string;
  /** The maker, when the product has one. */
  brand?: string;
  category: SeedCategoryName;
  description: string;
  /** Regular price in Naira of the cheapest variant. */
  price: number;
  /** Sale price in Naira (fraction of the regular price is kept for dearer variants). */
  sale?: number;
  options?: SeedOption[];
  /** Stock of every variant; when absent a deterministic stock between 6 and 60 is used. */
  stock?: number;
  published?: boolean;
}

const clothing = (values = ['S', 'M', 'L', 'XL']): SeedOption => ({ attribute: 'Size', values });
const colours = (...values: string[]): SeedOption => ({ attribute: 'Colour', values });
const storage = (values: string[], extra: number[]): SeedOption => ({ attribute: 'Storage', values, extra });

export const SEED_PRODUCTS: SeedProductSpec[] = [
  // Phones & Tablets
  {
    name: 'Tecno Camon 30 Pro',
    brand: 'Tecno',
    category: 'Phones & Tablets',
    price: 389000,
    sale: 365000,
    options: [storage(['256GB', '512GB'], [0, 45000]), colours('Black', 'Silver')],
    description:
      '6.78" AMOLED display, 50MP Sony camera with OIS and 5000mAh battery with 70W fast charging. One-year Tecno warranty.',
  },
  {
    name: 'Tecno Spark 20',
    brand: 'Tecno',
    category: 'Phones & Tablets',
    price: 159000,
    options: [storage(['128GB', '256GB'], [0, 20000]), colours('Black', 'Gold', 'Blue')],
    description: 'Big 6.6" screen, 50MP camera and 5000mAh battery that lasts all day in Lagos traffic.',
  },
  {
    name: 'Infinix Hot 40i',
    brand: 'Infinix',
    category: 'Phones & Tablets',
    price: 139000,
    sale: 129500,
    options: [storage(['128GB', '256GB'], [0, 18000])],
    description:
      'Budget king with 90Hz display, 5000mAh battery and 18W charging. Dual SIM for MTN and Airtel.',
  },
  {
    name: 'Infinix Note 40 Pro',
    brand: 'Infinix',
    category: 'Phones & Tablets',
    price: 349000,
    options: [storage(['256GB'], [0]), colours('Black', 'Green')],
    description: 'Curved AMOLED, wireless MagCharge and 108MP main camera.',
  },
  {
    name: 'itel A70',
    brand: 'itel',
    category: 'Phones & Tablets',
    price: 79000,
    options: [storage(['64GB', '128GB'], [0, 9000])],
    stock: 4,
    description: 'Affordable smartphone with 6.6" HD+ display and 5000mAh battery. Perfect first phone.',
  },
  {
    name: 'itel Magic X Pro Feature Phone',
    brand: 'itel',
    category: 'Phones & Tablets',
    price: 28500,
    sale: 25000,
    options: [colours('Black', 'Blue')],
    description: '4G feature phone with WhatsApp and hotspot, 2500mAh battery that lasts for days.',
  },
  {
    name: 'Samsung Galaxy A15',
    brand: 'Samsung',
    category: 'Phones & Tablets',
    price: 215000,
    options: [storage(['128GB', '256GB'], [0, 30000]), colours('Black', 'Blue')],
    description: 'Super AMOLED display, 50MP triple camera and four years of security updates.',
  },
  {
    name: 'Tecno Pova 6 Neo',
    brand: 'Tecno',
    category: 'Phones & Tablets',
    price: 185000,
    stock: 0,
    options: [storage(['128GB'], [0])],
    description: 'Gaming-ready phone with 6000mAh battery and 120Hz screen.',
  },
  {
    name: 'Oraimo 20000mAh Power Bank',
    brand: 'Oraimo',
    category: 'Phones & Tablets',
    price: 24500,
    sale: 21000,
    options: [colours('Black', 'White')],
    description: 'Fast-charging power bank for NEPA days: charges a phone four times over.',
  },
  {
    name: 'Oraimo FreePods 4 Earbuds',
    brand: 'Oraimo',
    category: 'Phones & Tablets',
    price: 32000,
    options: [colours('Black', 'White')],
    description: 'Active noise cancellation, 35 hours of playtime and clear calls.',
  },
  {
    name: 'Samsung Galaxy Tab A9',
    brand: 'Samsung',
    category: 'Phones & Tablets',
    price: 255000,
    options: [storage(['64GB', '128GB'], [0, 35000])],
    description: '8.7" tablet for school, movies and video calls.',
  },

  // Electronics
  {
    name: 'Hisense 43" Smart TV',
    brand: 'Hisense',
    category: 'Electronics',
    price: 329000,
    sale: 299000,
    description: 'Full HD VIDAA smart TV with Netflix, YouTube and Showmax. Wall bracket included.',
  },
  {
    name: 'LG 55" UHD 4K TV',
    brand: 'LG',
    category: 'Electronics',
    price: 689000,
    stock: 3,
    description: 'Crisp 4K picture with webOS, ThinQ AI and Magic Remote support.',
  },
  {
    name: 'Binatone Standing Fan 18"',
    brand: 'Binatone',
    category: 'Electronics',
    price: 48500,
    sale: 43900,
    options: [colours('Black', 'White')],
    description: 'Three speeds, wide oscillation and a sturdy base. Keeps the heat away.',
  },
  {
    name: 'Binatone Blender with Grinder',
    brand: 'Binatone',
    category: 'Electronics',
    price: 38000,
    description: '1.5 litre jar plus grinder mill for pepper, egusi and crayfish.',
  },
  {
    name: 'Thermocool 200L Chest Freezer',
    brand: 'Thermocool',
    category: 'Electronics',
    price: 465000,
    stock: 2,
    description:
      'Keeps food frozen for hours without light. Low power consumption, five-year compressor warranty.',
  },
  {
    name: 'Thermocool 1.5HP Split Air Conditioner',
    brand: 'Thermocool',
    category: 'Electronics',
    price: 520000,
    sale: 489000,
    description: 'Energy-saving inverter AC with copper condenser and turbo cooling.',
  },
  {
    name: 'Scanfrost Gas Cooker 4 Burners',
    brand: 'Scanfrost',
    category: 'Electronics',
    price: 285000,
    stock: 0,
    description: 'Four gas burners, oven and grill with auto ignition.',
  },
  {
    name: 'Sayona Rechargeable Lantern',
    brand: 'Sayona',
    category: 'Electronics',
    price: 14500,
    description: 'Bright LED lantern with USB output. Twelve hours of light on a full charge.',
  },
  {
    name: 'Nexus 1.2kVA Inverter with Battery',
    brand: 'Nexus',
    category: 'Electronics',
    price: 398000,
    description: 'Silent backup power for TV, fans and laptops. Pure sine wave output.',
  },
  {
    name: 'Sony Bluetooth Party Speaker',
    brand: 'Sony',
    category: 'Electronics',
    price: 175000,
    sale: 159000,
    options: [colours('Black', 'Blue')],
    description: 'Deep bass, party lights and twelve hours of battery for owambe vibes.',
  },
  {
    name: 'Century Electric Kettle 1.7L',
    brand: 'Century',
    category: 'Electronics',
    price: 16900,
    description: 'Stainless steel kettle with auto shut-off. Boils water in three minutes.',
  },

  // Fashion
  {
    name: 'Ankara Print Fabric (6 Yards)',
    category: 'Fashion',
    price: 18500,
    sale: 15500,
    options: [colours('Blue', 'Red', 'Green', 'Gold')],
    description: 'Premium 100% cotton Hollandaise wax print, six yards. Bright colours that do not fade.',
  },
  {
    name: 'Aso-Oke Gele and Ipele Set',
    category: 'Fashion',
    price: 45000,
    options: [colours('Gold', 'Wine', 'Purple', 'Silver')],
    description: 'Hand-woven aso-oke from Iseyin: gele, ipele and matching fila.',
  },
  {
    name: "Men's Agbada Three-Piece",
    category: 'Fashion',
    price: 95000,
    options: [clothing(['M', 'L', 'XL', 'XXL']), colours('White', 'Blue', 'Cream')],
    description: 'Embroidered agbada with buba and sokoto. Ready for weddings and Sallah.',
  },
  {
    name: "Men's Senator Kaftan",
    category: 'Fashion',
    price: 38500,
    sale: 32000,
    options: [clothing(['M', 'L', 'XL']), colours('Black', 'Blue', 'Wine')],
    description: 'Tailored senator kaftan in soft cashmere blend, with matching trousers.',
  },
  {
    name: "Women's Ankara Maxi Gown",
    category: 'Fashion',
    price: 28000,
    options: [clothing(['S', 'M', 'L', 'XL'])],
    description: 'Flowing Ankara maxi dress with puff sleeves and side pockets.',
  },
  {
    name: 'Adire Tie-Dye Boubou',
    category: 'Fashion',
    price: 24000,
    options: [clothing(['M', 'L', 'XL'])],
    description: 'Hand-dyed Abeokuta adire boubou. Light, free and comfortable.',
  },
  {
    name: "Men's Fila (Cap)",
    category: 'Fashion',
    price: 7500,
    options: [colours('Black', 'Wine', 'Blue', 'Cream')],
    description: 'Classic Yoruba fila to finish any native outfit.',
  },
  {
    name: 'George Wrapper (Igbo Traditional)',
    category: 'Fashion',
    price: 65000,
    stock: 0,
    options: [colours('Wine', 'Gold')],
    description: 'Heavy George wrapper with sequin detail for traditional weddings.',
  },
  {
    name: "Men's Leather Palm Slippers",
    category: 'Fashion',
    price: 15000,
    sale: 12500,
    options: [clothing(['41', '42', '43', '44', '45'])],
    description: 'Handmade Aba leather palms, durable and stylish.',
  },
  {
    name: 'Beaded Coral Necklace Set',
    category: 'Fashion',
    price: 22000,
    stock: 5,
    description: 'Coral bead necklace and bracelet set, Benin style.',
  },

  // Home & Garden
  {
    name: 'Jollof Party Pot',
    category: 'Home & Garden',
    price: 20000,
    options: [{ attribute: 'Size', values: ['10 Litres', '50 Litres'], extra: [0, 18000] }],
    description:
      'Heavy aluminium pot big enough for party jollof. Even heat, no burnt bottom (unless you want it).',
  },
  {
    name: 'Non-Stick Cookware Set (7 Pieces)',
    category: 'Home & Garden',
    price: 42000,
    sale: 36500,
    options: [colours('Black', 'Red')],
    description: 'Frying pan, saucepans and lids with cool-touch handles.',
  },
  {
    name: 'Igloo Cooler 45 Litres',
    brand: 'Igloo',
    category: 'Home & Garden',
    price: 34500,
    options: [colours('Blue', 'Red')],
    description: 'Keeps drinks cold for up to two days. Perfect for parties and road trips.',
  },
  {
    name: 'Vono Orthopaedic Mattress 6x6',
    brand: 'Vono',
    category: 'Home & Garden',
    price: 185000,
    description: 'Firm orthopaedic support with breathable fabric. Free delivery within Lagos.',
  },
  {
    name: 'Mouka Foam Pillow (Pair)',
    brand: 'Mouka',
    category: 'Home & Garden',
    price: 15000,
    description: 'Soft, washable pillows that keep their shape.',
  },
  {
    name: 'Bedsheet Set with Duvet',
    category: 'Home & Garden',
    price: 26500,
    sale: 22000,
    options: [colours('White', 'Grey', 'Purple')],
    description: 'Cotton bedsheet, duvet and four pillowcases for a 6x6 bed.',
  },
  {
    name: 'Mortar and Pestle (Wooden)',
    category: 'Home & Garden',
    price: 12000,
    description: 'Carved wooden mortar and pestle for pounded yam and pepper.',
  },
  {
    name: 'Plastic Garden Chairs (Set of 4)',
    category: 'Home & Garden',
    price: 32000,
    stock: 1,
    options: [colours('White', 'Red', 'Blue')],
    description: 'Stackable outdoor chairs for the compound, church or party.',
  },
  {
    name: 'Treated Mosquito Net',
    category: 'Home & Garden',
    price: 8500,
    description: 'Long-lasting insecticide-treated net for a family bed.',
  },
  {
    name: 'Garden Hose 30 Metres',
    category: 'Home & Garden',
    price: 13500,
    description: 'Kink-free hose with spray nozzle for watering the garden and washing the car.',
  },

  // Sports
  {
    name: 'Super Eagles Home Jersey 2026',
    category: 'Sports',
    price: 35000,
    sale: 29500,
    options: [clothing(['S', 'M', 'L', 'XL', 'XXL'])],
    description: 'Official-style green and white Super Eagles jersey. Soar, Super Eagles!',
  },
  {
    name: 'Super Falcons Away Jersey',
    category: 'Sports',
    price: 32000,
    options: [clothing(['XS', 'S', 'M', 'L'])],
    description: 'Support the nine-time African champions in style.',
  },
  {
    name: 'Enyimba FC Supporters Jersey',
    category: 'Sports',
    price: 18000,
    options: [clothing(['M', 'L', 'XL'])],
    description: 'The People’s Elephant: wear the blue of Aba.',
  },
  {
    name: 'Mitre Football Size 5',
    brand: 'Mitre',
    category: 'Sports',
    price: 16500,
    description: 'Match-quality football for the field or the street.',
  },
  {
    name: 'Football Boots (Firm Ground)',
    category: 'Sports',
    price: 42000,
    sale: 37000,
    options: [clothing(['40', '41', '42', '43', '44']), colours('Black', 'White')],
    description: 'Lightweight boots with firm-ground studs for good grip.',
  },
  {
    name: 'Adjustable Dumbbells 20kg Set',
    category: 'Sports',
    price: 48000,
    stock: 3,
    description: 'Two adjustable dumbbells with spinlock collars for home workouts.',
  },
  {
    name: 'Skipping Rope with Counter',
    category: 'Sports',
    price: 6500,
    description: 'Speed rope with digital counter and foam handles.',
  },
  {
    name: 'Yoga Mat 6mm',
    category: 'Sports',
    price: 11500,
    options: [colours('Purple', 'Blue', 'Black')],
    description: 'Non-slip yoga mat with carry strap.',
  },
  {
    name: 'Table Tennis Bat Set',
    category: 'Sports',
    price: 14000,
    stock: 0,
    description: 'Two bats and three balls. Ready for the ping-pong table at the estate club.',
  },

  // Beauty & Health
  {
    name: 'Raw Shea Butter 500g',
    category: 'Beauty & Health',
    price: 5500,
    sale: 4500,
    description: 'Unrefined shea butter from Northern Nigeria for skin and hair.',
  },
  {
    name: 'Dudu-Osun Black Soap (Pack of 6)',
    brand: 'Dudu-Osun',
    category: 'Beauty & Health',
    price: 6000,
    description: 'Natural African black soap with honey, shea butter and palm kernel oil.',
  },
  {
    name: 'Zaron Cosmetics Foundation',
    brand: 'Zaron',
    category: 'Beauty & Health',
    price: 9500,
    options: [colours('Cream', 'Gold')],
    description: 'Long-wear foundation made for melanin-rich skin.',
  },
  {
    name: 'Hair Braiding Extensions (Pack)',
    category: 'Beauty & Health',
    price: 4500,
    options: [colours('Black', 'Wine', 'Gold')],
    description: 'Soft pre-stretched braiding hair for knotless braids.',
  },
  {
    name: 'Nivea Men Deep Roll-On',
    brand: 'Nivea',
    category: 'Beauty & Health',
    price: 3200,
    stock: 4,
    description: '48-hour protection with black carbon.',
  },
  {
    name: 'Digital Blood Pressure Monitor',
    category: 'Beauty & Health',
    price: 28500,
    description: 'Upper-arm monitor with memory for two users.',
  },
  {
    name: 'Emzor Paracetamol 500mg (96 Tablets)',
    brand: 'Emzor',
    category: 'Beauty & Health',
    price: 2400,
    description: 'For fever and pain relief. Read the leaflet before use.',
  },
  {
    name: 'Hair Dryer Bonnet',
    category: 'Beauty & Health',
    price: 19500,
    sale: 17000,
    description: 'Soft bonnet dryer for setting and deep conditioning at home.',
  },

  // Groceries
  {
    name: 'Mama Gold Rice',
    brand: 'Mama Gold',
    category: 'Groceries',
    price: 20000,
    sale: 19000,
    options: [{ attribute: 'Size', values: ['10kg', '25kg', '50kg'], extra: [0, 22000, 62000] }],
    description: 'Premium long-grain parboiled rice. Stone-free and perfect for jollof.',
  },
  {
    name: 'Peak Full Cream Milk Powder 800g',
    brand: 'Peak',
    category: 'Groceries',
    price: 8900,
    description: 'Rich and creamy. Peak, it’s in you!',
  },
  {
    name: 'Milo Refill 900g',
    brand: 'Milo',
    category: 'Groceries',
    price: 7800,
    sale: 7200,
    description: 'Chocolate malt drink for energy at breakfast.',
  },
  {
    name: 'Indomie Chicken Noodles (Carton of 40)',
    brand: 'Indomie',
    category: 'Groceries',
    price: 11500,
    stock: 2,
    description: 'A full carton of the nation’s favourite instant noodles.',
  },
  {
    name: 'Golden Penny Semovita 10kg',
    brand: 'Golden Penny',
    category: 'Groceries',
    price: 14800,
    description: 'Smooth, lump-free semovita for your soups.',
  },
  {
    name: 'Kings Vegetable Oil',
    brand: 'Kings',
    category: 'Groceries',
    price: 4200,
    options: [{ attribute: 'Size', values: ['1 Litre', '5 Litres'], extra: [0, 13800] }],
    description: 'Cholesterol-free vegetable oil for frying and cooking.',
  },
  {
    name: 'Dangote Sugar 1kg',
    brand: 'Dangote',
    category: 'Groceries',
    price: 2300,
    description: 'Refined granulated sugar.',
  },
  {
    name: 'Honeywell Wheat Meal 2kg',
    brand: 'Honeywell',
    category: 'Groceries',
    price: 4500,
    stock: 0,
    description: 'Whole wheat meal, high in fibre.',
  },
  {
    name: 'Ofada Rice 5kg',
    category: 'Groceries',
    price: 12500,
    description: 'Local aromatic ofada rice. Best with ayamase stew.',
    published: false,
  },
  {
    name: 'Suya Spice (Yaji) 500g',
    category: 'Groceries',
    price: 3800,
    description: 'Authentic Northern yaji blend for suya, kilishi and more.',
  },
];

export const DEMO_ADMIN = {
  email: 'admin@kasuwa.test',
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Okafor',
  phone: '+2348030000001',
};
export const DEMO_SHOPPER = {
  email: 'shopper@kasuwa.test',
  username: 'shopper',
  first_name: 'Tunde',
  last_name: 'Bakare',
  phone: '+2348030000002',
};

/** Extra demo customers (not signed in with; they make the dashboard and lists realistic). */
export const DEMO_CUSTOMERS = [
  {
    email: 'chiamaka.eze@example.ng',
    username: 'chiamaka',
    first_name: 'Chiamaka',
    last_name: 'Eze',
    phone: '+2348051234567',
  },
  {
    email: 'musa.abdullahi@example.ng',
    username: 'musa_a',
    first_name: 'Musa',
    last_name: 'Abdullahi',
    phone: '+2348069876543',
  },
  {
    email: 'funmi.adeyemi@example.ng',
    username: 'funmi',
    first_name: 'Funmilayo',
    last_name: 'Adeyemi',
    phone: null,
  },
  {
    email: 'emeka.nwosu@example.ng',
    username: 'emeka_n',
    first_name: 'Emeka',
    last_name: 'Nwosu',
    phone: '+2349012345678',
  },
];

export const DEMO_ADDRESSES = [
  { street: '14 Awolowo Road, Ikoyi', city: 'Lagos', state: 'Lagos' },
  { street: '7 Aminu Kano Crescent, Wuse 2', city: 'Abuja', state: 'FCT' },
  { street: '22 Ring Road', city: 'Ibadan', state: 'Oyo' },
  { street: '5 Trans-Amadi Road', city: 'Port Harcourt', state: 'Rivers' },
  { street: '31 Zoo Road', city: 'Kano', state: 'Kano' },
] as const;

export const DEMO_CONTACT_MESSAGES = [
  {
    name: 'Chiamaka Eze',
    email: 'chiamaka.eze@example.ng',
    inquiry_type: 'Order Support',
    subject: 'Delivery to Enugu',
    message: 'Do you deliver to Enugu and how long does it take?',
  },
  {
    name: 'Musa Abdullahi',
    email: 'musa.abdullahi@example.ng',
    inquiry_type: 'Returns & Refunds',
    subject: 'Wrong jersey size',
    message: 'I ordered XL but received L. How do I exchange it?',
  },
  {
    name: 'Guest',
    email: 'guest@example.ng',
    inquiry_type: 'General Inquiry',
    subject: 'Bulk rice order',
    message: 'Can I buy 20 bags of Mama Gold for my shop at a discount?',
  },
];
