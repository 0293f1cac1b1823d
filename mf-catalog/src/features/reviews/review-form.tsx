import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, reviewInputSchema, type OwnReview } from 'shared-contracts';
import { errorMessage, fieldErrorsOf, notify } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Field, FieldError, Form, TextArea, TextField } from 'shared-contracts/ui/field';
import { theme } from 'shared-contracts/ui/theme';
import { useSaveReview } from './api';
import { bodyHint, reviewMessages, starCount } from './reviews.messages';

const StarChoice = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.3rem;
  legend {
    font-weight: 600;
    font-size: 0.9rem;
    padding: 0;
    margin-bottom: 0.3rem;
  }
  div {
    display: flex;
    gap: 0.15rem;
  }
  label {
    cursor: pointer;
    font-size: 1.9rem;
    line-height: 1;
    color: ${theme.borderStrong};
  }
  label[data-on] {
    color: ${theme.accent};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input:focus-visible + span {
    outline: 2px solid ${theme.primary};
    outline-offset: 2px;
  }
`;

const Narrow = styled(Form)`
  max-width: 40rem;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

type Errors = Partial<Record<'rating' | 'title' | 'body', string | undefined>>;

/** Writing or changing the shopper's review (docs/storefront.md §16). Loaded only when opened. */
export default function ReviewForm({
  productId,
  review,
  onDone,
}: {
  productId: number;
  review: OwnReview | null;
  onDone: () => void;
}) {
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [title, setTitle] = useState(review?.title ?? '');
  const [body, setBody] = useState(review?.body ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveReview(productId);
  const { formatMessage: t } = useIntl();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(reviewInputSchema, { rating: rating || undefined, title, body });
    if (!parsed.success) {
      const flat = v.flatten<typeof reviewInputSchema>(parsed.issues).nested ?? {};
      setErrors({
        rating: flat.rating ? t(reviewMessages.chooseStars) : undefined,
        title: flat.title?.[0],
        body: flat.body?.[0],
      });
      return;
    }
    setErrors({});
    save.mutate(parsed.output, {
      onSuccess: (saved) => {
        notify.success(t(saved.status === 'held' ? reviewMessages.savedHeld : reviewMessages.saved));
        onDone();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (fields)
          setErrors({ rating: fields.rating?.[0], title: fields.title?.[0], body: fields.body?.[0] });
      },
    });
  };

  return (
    <Narrow
      onSubmit={onSubmit}
      noValidate
      aria-label={t(review ? reviewMessages.editYourReview : reviewMessages.writeReview)}
    >
      {save.isError && !fieldErrorsOf(save.error) && <Banner tone="error">{errorMessage(save.error)}</Banner>}
      <StarChoice aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend>{t(reviewMessages.yourRating)}</legend>
        <div>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} data-on={n <= rating ? '' : undefined} title={t(starCount, { count: n })}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                aria-label={t(starCount, { count: n })}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </div>
        {errors.rating && <FieldError id="review-rating-error">{errors.rating}</FieldError>}
      </StarChoice>
      <TextField
        label={t(reviewMessages.title)}
        name="title"
        maxLength={REVIEW_TITLE_MAX}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
      />
      <Field
        label={t(reviewMessages.yourReview)}
        hint={t(bodyHint, { max: String(REVIEW_BODY_MAX), length: String(body.length) })}
        error={errors.body}
      >
        <TextArea
          name="body"
          rows={5}
          maxLength={REVIEW_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      <Actions>
        <Button type="submit" disabled={save.isPending}>
          {t(save.isPending ? reviewMessages.saving : review ? reviewMessages.update : reviewMessages.post)}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          {t(reviewMessages.cancel)}
        </Button>
      </Actions>
    </Narrow>
  );
}
