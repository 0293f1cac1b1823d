import type { Locale } from './locales';

/**
 * The shop's WhatsApp message templates: what it submits to Meta for approval (WhatsApp Manager, or the
 * `message_templates` API) and what the simulator accepts. Each is a UTILITY template (order and delivery updates),
 * one per name and language, as WhatsApp keeps them; its body holds `{{1}}`, `{{2}}`… filled in order by the send's
 * body parameters, and a URL button's `{{1}}` by the button's one parameter (the button URL is the shop's origin and
 * `path`: WhatsApp lets only the end of a URL vary).
 *
 * Languages: WhatsApp's template languages include English (`en`) and Hausa (`ha`) but no Nigerian Pidgin, Yoruba or
 * Igbo, so the templates exist in `en` and `ha` only; a shopper who reads the shop in Pidgin, Yoruba or Igbo gets
 * English on WhatsApp (`templateLanguageOf`). The Hausa words follow docs/glossary.md and, like it, are not reviewed
 * by a native speaker yet.
 */

export const TEMPLATE_NAMES = [
  'order_placed',
  'order_shipped',
  'order_out_for_delivery',
  'order_delivered',
  'return_approved',
  'refund_sent',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** The template languages the shop writes in: the ones of its languages that WhatsApp has a code for. */
export const TEMPLATE_LANGUAGES = ['en', 'ha'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** The WhatsApp language code of each of the shop's languages; null where WhatsApp has none. */
export const WHATSAPP_LANGUAGE_OF_LOCALE: Readonly<Record<Locale, TemplateLanguage | null>> = {
  'en-NG': 'en',
  pcm: null,
  ha: 'ha',
  yo: null,
  ig: null,
};

/** The language to send a shopper's templates in: theirs where WhatsApp has it, English otherwise. */
export const templateLanguageOf = (locale: Locale): TemplateLanguage =>
  WHATSAPP_LANGUAGE_OF_LOCALE[locale] ?? 'en';

export interface TemplateParameter {
  /** What the shop puts in it. */
  name: string;
  /** The sample Meta asks for with each variable when the template is submitted. */
  example: string;
}

export interface TemplateButton {
  type: 'URL';
  /** The button's label (WhatsApp allows 25 characters). */
  text: string;
  /** The path on the shop's origin, ending in `{{1}}`, the button's one parameter. */
  path: string;
  parameter: TemplateParameter;
}

export interface WhatsAppTemplate {
  name: TemplateName;
  language: TemplateLanguage;
  category: 'UTILITY';
  /** The words, with `{{1}}`… for the body parameters in order. */
  body: string;
  parameters: readonly TemplateParameter[];
  buttons: readonly TemplateButton[];
}

const FIRST_NAME = { name: 'first name', example: 'Ada' };
const ORDER_NUMBER = { name: 'order number', example: 'KSW-1042' };
const TRACK_BUTTON = {
  path: '/track/{{1}}',
  parameter: { name: 'order number', example: 'KSW-1042' },
};
const ORDER_PAGE_BUTTON = {
  path: '/orders/{{1}}',
  parameter: { name: 'order id', example: '1042' },
};

/** Each template's parameters and button, the same in every language, and its words in each. */
const DEFINITIONS: Record<
  TemplateName,
  {
    parameters: readonly TemplateParameter[];
    button: { path: string; parameter: TemplateParameter } | null;
    words: Record<TemplateLanguage, { body: string; button?: string }>;
  }
> = {
  order_placed: {
    parameters: [FIRST_NAME, ORDER_NUMBER, { name: 'total', example: '₦25,500.00' }],
    button: null,
    words: {
      en: {
        body: 'Hello {{1}}, thank you for your order {{2}}. Total: {{3}}. We will message you here when it is on its way.',
      },
      ha: {
        body: 'Sannu {{1}}, mun gode da odarku {{2}}. Jimla: {{3}}. Za mu sanar da ku a nan idan ta kama hanya.',
      },
    },
  },
  order_shipped: {
    parameters: [
      FIRST_NAME,
      ORDER_NUMBER,
      { name: 'courier', example: 'GIG Logistics' },
      { name: 'tracking number', example: 'SB-6BAD4363F17C' },
    ],
    button: TRACK_BUTTON,
    words: {
      en: {
        body: 'Good news, {{1}}! Your order {{2}} is on its way with {{3}}. Tracking number: {{4}}. Tap below to follow it.',
        button: 'Track your order',
      },
      ha: {
        body: 'Albishir, {{1}}! Odarku {{2}} tana kan hanya; {{3}} ne ke kawo ta. Lambar bin diddigi: {{4}}. Ku taɓa ƙasa don bin diddiginta.',
        button: 'Bi diddigin odarku',
      },
    },
  },
  order_out_for_delivery: {
    parameters: [FIRST_NAME, ORDER_NUMBER],
    button: TRACK_BUTTON,
    words: {
      en: {
        body: 'Hello {{1}}, your order {{2}} is out for delivery today. Please keep your phone nearby: the rider will call you.',
        button: 'Track your order',
      },
      ha: {
        body: 'Sannu {{1}}, odarku {{2}} tana hannun mai kawo kaya, za a kawo muku ita yau. Da fatan ku ajiye wayarku kusa: zai kira ku.',
        button: 'Bi diddigin odarku',
      },
    },
  },
  order_delivered: {
    parameters: [FIRST_NAME, ORDER_NUMBER],
    button: ORDER_PAGE_BUTTON,
    words: {
      en: {
        body: 'Hello {{1}}, your order {{2}} has been delivered. Thank you for shopping with us! Rate your purchase below to help other shoppers.',
        button: 'Rate your purchase',
      },
      ha: {
        body: 'Sannu {{1}}, an kawo muku odarku {{2}}. Mun gode da sayayya tare da mu! Ku kimanta sayayyarku a ƙasa don taimaka wa sauran masu sayayya.',
        button: 'Kimanta sayayyarku',
      },
    },
  },
  return_approved: {
    parameters: [FIRST_NAME, ORDER_NUMBER],
    button: ORDER_PAGE_BUTTON,
    words: {
      en: {
        body: 'Hello {{1}}, we have approved your return for order {{2}}. Your order page says how to send the item back; we will refund you once it reaches us.',
        button: 'View your order',
      },
      ha: {
        body: 'Sannu {{1}}, mun amince da mayar da kaya na odarku {{2}}. Shafin odarku ya bayyana yadda za ku mayar da kayan; za mu mayar muku da kuɗi idan sun iso gare mu.',
        button: 'Duba odarku',
      },
    },
  },
  refund_sent: {
    parameters: [
      FIRST_NAME,
      { name: 'amount', example: '₦12,500.00' },
      { name: 'order number', example: 'KSW-1042' },
    ],
    button: null,
    words: {
      en: {
        body: 'Hello {{1}}, we have sent your refund of {{2}} for order {{3}}. It may take a few working days to show in your bank account.',
      },
      ha: {
        body: 'Sannu {{1}}, mun mayar muku da kuɗi {{2}} na odarku {{3}}. Zai iya ɗaukar ʼyan kwanakin aiki kafin kuɗin su bayyana a asusun bankinku.',
      },
    },
  },
};

/** Every template, by name then language: the list to submit to Meta for approval. */
export const WHATSAPP_TEMPLATES: readonly WhatsAppTemplate[] = TEMPLATE_NAMES.flatMap((name) => {
  const { parameters, button, words } = DEFINITIONS[name];
  return TEMPLATE_LANGUAGES.map((language) => ({
    name,
    language,
    category: 'UTILITY' as const,
    body: words[language].body,
    parameters,
    buttons: button
      ? [
          {
            type: 'URL' as const,
            text: words[language].button ?? '',
            path: button.path,
            parameter: button.parameter,
          },
        ]
      : [],
  }));
});

export const findTemplate = (name: string, language: string): WhatsAppTemplate | undefined =>
  WHATSAPP_TEMPLATES.find((t) => t.name === name && t.language === language);

/** `{{1}}`, `{{2}}`…: a template's placeholders. */
export const PLACEHOLDER = /\{\{(\d+)\}\}/g;

export interface RenderedTemplate {
  text: string;
  buttons: { text: string; url: string }[];
}

/** A template's words with its parameters filled in, and its buttons' URLs on the shop's origin. */
export function renderTemplate(
  template: WhatsAppTemplate,
  bodyParameters: readonly string[],
  buttonParameters: readonly string[],
  shopUrl: string,
): RenderedTemplate {
  const fill = (text: string, values: readonly string[]) =>
    text.replace(PLACEHOLDER, (whole, n: string) => values[Number(n) - 1] ?? whole);
  const origin = shopUrl.replace(/\/+$/, '');
  return {
    text: fill(template.body, bodyParameters),
    buttons: template.buttons.map((button, index) => ({
      text: button.text,
      url: `${origin}${fill(button.path, [buttonParameters[index] ?? ''])}`,
    })),
  };
}
