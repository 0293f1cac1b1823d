import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { STORE_NAME } from 'shared-contracts';
import { usePageMeta } from 'shop-sdk';
import { OwnMessages } from 'shared-contracts/i18n';
import { helpCatalogue } from '../../messages/help';
import { contactCatalogue } from '../../messages/contact';
import { Muted, Page, Title } from 'shared-contracts/ui/layout';
import { theme } from 'shared-contracts/ui/theme';
import { ContactForm, emptyContactForm } from '../../features/contact/contact-form';
import { contactMessages } from '../../features/contact/contact.messages';
import { Email, Phone, Say } from './articles/common';
import { HELP_ARTICLES } from './help-articles';
import { HELP_TOPICS, type HelpSlug } from './help-topics';
import { helpMessages, helpTitles } from './help.messages';

const currentTopic = (chunks: ReactNode[]) => <span>{chunks}</span>;

const Layout = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 860px) {
    grid-template-columns: 220px minmax(0, 1fr);
  }
`;

/** From this width the topics are a column beside the article; below it, a menu that opens on a tap. */
const WIDE_QUERY = '(min-width: 860px)';

const TopicNav = styled.nav`
  summary {
    cursor: pointer;
    padding: 10px 12px;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    font-weight: 600;
  }
  summary span {
    font-weight: 400;
    color: ${theme.muted};
  }
  ul {
    margin: 6px 0 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  /* On a wide screen the list is open as a column and its summary is not needed. */
  @media ${WIDE_QUERY} {
    details[open] > summary {
      display: none;
    }
    ul {
      margin: 0;
    }
  }
  a {
    display: block;
    padding: 6px 10px;
    border-radius: ${theme.radius};
    color: ${theme.text};
    text-decoration: none;
  }
  a:hover,
  a.active {
    background: ${theme.surface};
    color: ${theme.primary};
  }
  a.active {
    font-weight: 600;
  }
`;

/**
 * The help topics. On a phone they fold into one line that names the page ("Help topics: Shipping") and opens
 * without JavaScript (a details element), so the article starts on the first screen; on a wide screen the list
 * stays open beside the article. Choosing a topic on a phone folds the list again.
 */
function TopicMenu({ current }: { current: { slug: HelpSlug; title: string } }) {
  const { formatMessage: t } = useIntl();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches);
  }, [current.slug]);
  return (
    <TopicNav aria-label={t(helpMessages.nav)}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{t(helpMessages.topics, { title: current.title, current: currentTopic })}</summary>
        <ul>
          {HELP_TOPICS.map((candidate) => (
            <li key={candidate.slug}>
              <NavLink to={`/${candidate.slug}`}>{t(helpTitles[candidate.slug])}</NavLink>
            </li>
          ))}
        </ul>
      </details>
    </TopicNav>
  );
}

const Article = styled.article`
  min-width: 0;
  max-width: 760px;
  line-height: 1.6;
  overflow-wrap: anywhere;
  h2 {
    font-size: 1.2rem;
    margin: 28px 0 8px;
  }
  details {
    border-bottom: 1px solid ${theme.border};
    padding: 10px 0;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  .intro {
    font-size: 1.05rem;
  }
`;

const ContactCard = styled.div`
  max-width: 560px;
`;

function ContactPage() {
  const [form, setForm] = useState(emptyContactForm);
  return (
    <>
      <p>
        <Say message={helpMessages.contactText} values={{ email: <Email />, phone: <Phone /> }} />
      </p>
      <ContactCard>
        <ContactForm value={form} onChange={setForm} onSent={() => setForm(emptyContactForm)} />
      </ContactCard>
    </>
  );
}

/**
 * One of the shop's help pages (the footer's Customer Service and Legal links), with the others beside it. Its words
 * are a catalogue of their own (messages/help), most of the shell's text, fetched with a help page rather than with
 * every page; the shell's words (the contact form's) stay beside them.
 */
export function HelpPage({ slug }: { slug: HelpSlug }) {
  return (
    <OwnMessages catalogue={helpCatalogue}>
      {slug === 'contact' ? (
        // The contact form's words are a catalogue of their own, shared with the Contact dialog.
        <OwnMessages catalogue={contactCatalogue}>
          <HelpTopicPage slug={slug} />
        </OwnMessages>
      ) : (
        <HelpTopicPage slug={slug} />
      )}
    </OwnMessages>
  );
}

function HelpTopicPage({ slug }: { slug: HelpSlug }) {
  const { formatMessage: t } = useIntl();
  const known = HELP_TOPICS.find((candidate) => candidate.slug === slug) ?? HELP_TOPICS[0];
  const topic = { slug: known.slug, title: t(helpTitles[known.slug]) };
  const article = slug === 'contact' ? null : HELP_ARTICLES[slug];
  usePageMeta({
    title: `${topic.title} | ${STORE_NAME}`,
    description: t(helpMessages.description, { topic: topic.title, shop: STORE_NAME }),
    canonical: `/${slug}`,
  });
  return (
    <Page>
      <Layout>
        <TopicMenu current={topic} />
        <Article aria-labelledby="help-title">
          <Title id="help-title">{topic.title}</Title>
          {article ? (
            <>
              <Muted className="intro">{article.intro}</Muted>
              {article.body}
            </>
          ) : (
            <>
              <Muted className="intro">{t(contactMessages.text)}</Muted>
              <ContactPage />
            </>
          )}
        </Article>
      </Layout>
    </Page>
  );
}

export default HelpPage;
