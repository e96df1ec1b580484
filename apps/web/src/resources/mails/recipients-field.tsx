import { useState, type ClipboardEvent } from 'react';
import { Autocomplete, Chip, Stack, TextField, Typography } from '@mui/material';
import Cancel from '@mui/icons-material/Cancel';
import { useQuery } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { splitAddresses, type MailRecipientOption } from '@harmony/shared';
import { SEARCH_DEBOUNCE_MS } from '../../components/resource/form/fields/use-relation-options';
import type { FormFieldProps } from '../../components/resource/types';
import { useDebounced } from '../../lib/hooks/use-debounced';
import { searchRecipients } from './mail-api';
import { isAddress, isPastedList, takeAddresses, withAddresses } from './recipient-input';

/** The address book is asked from this many letters on: one letter matches half of it. */
const MIN_SEARCH = 2;

type Choice = MailRecipientOption | string;
const emailOf = (choice: Choice) => (typeof choice === 'string' ? choice : choice.email);
/** What a choice adds: an address, a person's address, or a newsletter list's confirmed subscribers. */
const addressesOf = (choice: Choice) => (typeof choice === 'string' ? [choice] : (choice.emails ?? [choice.email]));

/**
 * The mail's recipients as chips (the value: the addresses). Typed ones end at Enter, a comma, a semicolon or a
 * space after an address, and a pasted list splits at once; people come from the address book (users, customers,
 * contacts) by name or address, and a newsletter list by its name brings its confirmed subscribers. An address that is none stays as an error chip, so nothing typed is lost and the
 * shared schema (or the API's 422) names it under the field.
 */
export function RecipientsField({ field, control, label, error, readOnly }: FormFieldProps) {
  const { t } = useTranslation();
  const { field: f } = useController({ name: field.name, control });
  const [typed, setTyped] = useState('');
  // The names of people picked from the book, for their chips (the value keeps addresses only, as the API takes them).
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const emails: string[] = Array.isArray(f.value) ? (f.value as string[]) : [];
  const term = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const book = useQuery({
    queryKey: ['mail-recipients', term],
    queryFn: ({ signal }) => searchRecipients(term, signal),
    enabled: term.length >= MIN_SEARCH && !readOnly,
    staleTime: 30_000,
    retry: false,
  });
  const options = term.length >= MIN_SEARCH ? (book.data ?? []).filter((o) => o.emails || !emails.includes(o.email.toLowerCase())) : [];
  const add = (added: string[]) => f.onChange(withAddresses(emails, added));
  const testId = field.testId ?? `field-${field.name}`;

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!isPastedList(text)) return;
    event.preventDefault();
    add(splitAddresses(`${typed} ${text}`));
    setTyped('');
  };

  return (
    <Autocomplete<Choice, true, false, true>
      multiple
      freeSolo
      options={options}
      value={emails}
      inputValue={typed}
      disabled={Boolean(readOnly)}
      // The server has searched already.
      filterOptions={(x) => x}
      getOptionLabel={emailOf}
      getOptionKey={(o) => (typeof o !== 'string' && o.emails ? `list:${o.name}` : emailOf(o))}
      loading={book.isFetching}
      loadingText={t('mailScreens.form.searching')}
      noOptionsText={t('mailScreens.form.noMatches')}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'input') return setTyped('');
        const { done, rest } = takeAddresses(text);
        if (done.length) add(done);
        setTyped(rest);
      }}
      onChange={(_event, chosen) => {
        const picked = chosen.filter((c): c is MailRecipientOption => typeof c !== 'string' && !c.emails);
        if (picked.length) setNames((now) => new Map([...now, ...picked.map((p) => [p.email.toLowerCase(), p.name] as const)]));
        f.onChange(splitAddresses(chosen.flatMap(addressesOf)));
      }}
      onBlur={() => {
        // A name half typed stays for the book's search; an address typed to the end becomes its chip.
        if (typed.includes('@')) {
          add(splitAddresses(typed));
          setTyped('');
        }
        f.onBlur();
      }}
      renderValue={(value, getItemProps) =>
        value.map((choice, index) => {
          const email = emailOf(choice);
          const invalid = !isAddress(email);
          const name = names.get(email);
          return (
            <Chip
              size="small"
              {...getItemProps({ index })}
              key={email}
              label={name ? `${name} <${email}>` : email}
              color={invalid ? 'error' : 'default'}
              variant={invalid ? 'outlined' : 'filled'}
              title={invalid ? t('mailScreens.form.invalidAddress') : undefined}
              data-testid={`recipient-chip-${email}`}
              data-invalid={invalid ? 'true' : undefined}
              deleteIcon={<Cancel role="button" aria-label={t('mailScreens.form.remove', { email })} aria-hidden={false} />}
            />
          );
        })}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        const person = option as MailRecipientOption;
        return (
          <li key={key} {...rest} data-testid={person.emails ? `recipient-list-${person.name}` : `recipient-option-${person.email}`}>
            <Stack>
              <span>{person.name}</span>
              <Typography variant="body2" color="text.secondary">
                {person.emails ? t('mailScreens.sources.lists', { count: person.emails.length }) : `${person.email} · ${t(`mailScreens.sources.${person.source}`)}`}
              </Typography>
            </Stack>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={f.name}
          inputRef={f.ref}
          error={Boolean(error)}
          helperText={error ?? (typeof readOnly === 'string' ? readOnly : t('mailScreens.form.emailsHint'))}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId, onPaste: paste, autoComplete: 'off' },
            formHelperText: { 'data-testid': `${testId}-helper` } as object,
          }}
        />
      )}
    />
  );
}
