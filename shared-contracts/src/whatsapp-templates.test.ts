import {
  PLACEHOLDER,
  renderTemplate,
  templateLanguageOf,
  TEMPLATE_LANGUAGES,
  TEMPLATE_NAMES,
  WHATSAPP_TEMPLATES,
} from './whatsapp-templates';

describe('the template registry', () => {
  it('has every template in every language the shop writes for WhatsApp, once', () => {
    const keys = WHATSAPP_TEMPLATES.map((t) => `${t.name}/${t.language}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(TEMPLATE_NAMES.length * TEMPLATE_LANGUAGES.length);
    expect(TEMPLATE_LANGUAGES).toEqual(['en', 'ha']);
  });

  it.each(WHATSAPP_TEMPLATES.map((t) => [`${t.name} (${t.language})`, t] as const))(
    '%s keeps the rules Meta approves templates by',
    (_label, template) => {
      const numbers = [...template.body.matchAll(PLACEHOLDER)].map((m) => Number(m[1]));
      // {{1}}…{{n}}, each once, in order, one per parameter.
      expect(numbers).toEqual(template.parameters.map((_p, i) => i + 1));
      // Not at the start or the end of the body, and never two side by side.
      expect(template.body).not.toMatch(/^\s*\{\{|\}\}\W*$/);
      expect(template.body).not.toMatch(/\}\}\s*\{\{/);
      expect(template.body.length).toBeLessThanOrEqual(1024);
      expect(template.body).not.toMatch(/[\n\t]|'/);
      for (const button of template.buttons) {
        expect(button.text.length).toBeGreaterThan(0);
        expect(button.text.length).toBeLessThanOrEqual(25);
        expect(button.path).toMatch(/^\/[a-z/]+\{\{1\}\}$/);
      }
      expect(template.body.normalize('NFC')).toBe(template.body);
    },
  );

  it('renders every template in every language with its examples, no placeholder left', () => {
    for (const template of WHATSAPP_TEMPLATES) {
      const rendered = renderTemplate(
        template,
        template.parameters.map((p) => p.example),
        template.buttons.map((b) => b.parameter.example),
        'https://shop.example/',
      );
      expect(rendered.text).not.toMatch(/\{\{\d+\}\}/);
      for (const example of template.parameters.map((p) => p.example))
        expect(rendered.text).toContain(example);
      for (const button of rendered.buttons)
        expect(button.url).toMatch(/^https:\/\/shop\.example\/[a-z]+\/[\w-]+$/);
    }
  });

  it('gives the shipped update a tracking link and the delivered one "Rate your purchase"', () => {
    const shipped = WHATSAPP_TEMPLATES.find((t) => t.name === 'order_shipped' && t.language === 'en');
    expect(shipped?.buttons).toEqual([
      expect.objectContaining({ text: 'Track your order', path: '/track/{{1}}' }),
    ]);
    const delivered = WHATSAPP_TEMPLATES.find((t) => t.name === 'order_delivered' && t.language === 'en');
    expect(delivered?.buttons[0]?.text).toBe('Rate your purchase');
  });

  it('sends Hausa readers Hausa, and Pidgin, Yoruba and Igbo readers English (WhatsApp has no code for them)', () => {
    expect(templateLanguageOf('ha')).toBe('ha');
    expect(templateLanguageOf('en-NG')).toBe('en');
    expect(templateLanguageOf('pcm')).toBe('en');
    expect(templateLanguageOf('yo')).toBe('en');
    expect(templateLanguageOf('ig')).toBe('en');
  });
});
