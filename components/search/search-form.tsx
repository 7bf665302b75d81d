interface SearchFormProps {
  /** The results page of the visitor's language, e.g. /search or its prefixed form. */
  action: string;
  /** `landmark` names the search landmark; the header's and the results page's must differ. */
  labels: { landmark: string; label: string; placeholder: string; submit: string };
  defaultValue?: string;
  /** `header`: the compact box in the site header; `page`: the wide box on the results page. */
  variant: 'header' | 'page';
}

/**
 * A plain GET form: works without JavaScript, submits with Enter, and the result is a shareable
 * URL. `role="search"` makes it a landmark; the field is labelled (visually hidden in the header).
 */
export function SearchForm({ action, labels, defaultValue, variant }: SearchFormProps) {
  const id = `site-search-${variant}`;
  return (
    <form
      role="search"
      aria-label={labels.landmark}
      action={action}
      method="get"
      className={`search-form--${variant}`}
    >
      <label
        htmlFor={id}
        className={variant === 'header' ? 'visually-hidden' : 'search-form__label'}
      >
        {labels.label}
      </label>
      <span className="search-form__row">
        <input
          id={id}
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={labels.placeholder}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="search-form__submit">
          <i className="icon icon--search" aria-hidden="true" />
          <span className={variant === 'header' ? 'visually-hidden' : undefined}>
            {labels.submit}
          </span>
        </button>
      </span>
    </form>
  );
}
