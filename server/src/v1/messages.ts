/**
 * Error messages in the request's language (API.md §5). English texts are TEC's own, word for word
 * (reference §10), so clients that match on messages keep working.
 */
export type Lang = string;
type Catalog = Record<string, string>;

const en: Catalog = {
  rest_no_route: 'No route was found matching the URL and request method.',
  rest_forbidden: 'Sorry, you are not allowed to do that.',
  rest_missing_callback_param: 'Missing parameter(s): {list}',
  rest_invalid_param: 'Invalid parameter(s): {list}',
  invalid_parameter: 'Invalid parameter.',
  not_of_type: '{param} is not of type {type}.',
  not_one_of: '{param} is not one of {values}.',
  'rest-event-not-found': 'Event with ID {id} does not exist.',
  'event-no-longer-available': 'This event is no longer available',
  'event-not-accessible': 'The requested event is not accessible',
  'event-password-protected': 'The requested event is not accessible without a password',
  'event-is-in-trash': 'The event is already trashed',
  'could-not-delete-event': 'The event could not be deleted',
  'could-not-update-event': 'The event could not be updated',
  'event-archive-page-not-found': 'The requested event archive page does not exist',
  'invalid-linked-post-id': 'The provided linked post ID is not valid',
  rest_payload_too_large: 'The request body is too large.',
  rest_invalid_json: 'The request body is not valid JSON.',
  rest_internal_error: 'An unexpected error occurred.',
  rest_translation_exists: 'A {lang} version of this record already exists.',
  rest_slug_taken: 'The slug is already used by another record.',
};

const fr: Catalog = {
  rest_no_route: 'Aucune route ne correspond à l’URL et à la méthode de la requête.',
  rest_forbidden: 'Désolé, vous n’avez pas l’autorisation de faire cela.',
  rest_missing_callback_param: 'Paramètre(s) manquant(s) : {list}',
  rest_invalid_param: 'Paramètre(s) invalide(s) : {list}',
  invalid_parameter: 'Paramètre invalide.',
  not_of_type: '{param} n’est pas de type {type}.',
  not_one_of: '{param} n’est pas l’une des valeurs {values}.',
  'rest-event-not-found': 'L’évènement d’ID {id} n’existe pas.',
  'event-no-longer-available': 'Cet évènement n’est plus disponible',
  'event-not-accessible': 'L’évènement demandé n’est pas accessible',
  'event-password-protected': 'L’évènement demandé n’est pas accessible sans mot de passe',
  'event-is-in-trash': 'L’évènement est déjà dans la corbeille',
  'could-not-delete-event': 'L’évènement n’a pas pu être supprimé',
  'could-not-update-event': 'L’évènement n’a pas pu être mis à jour',
  'event-archive-page-not-found': 'La page demandée de la liste des évènements n’existe pas',
  'invalid-linked-post-id': 'L’ID de la publication liée n’est pas valide',
  rest_payload_too_large: 'Le corps de la requête est trop volumineux.',
  rest_invalid_json: 'Le corps de la requête n’est pas du JSON valide.',
  rest_internal_error: 'Une erreur inattendue s’est produite.',
  rest_translation_exists: 'Une version {lang} de cet enregistrement existe déjà.',
  rest_slug_taken: 'Ce slug est déjà utilisé par un autre enregistrement.',
};

const nl: Catalog = {
  rest_no_route: 'Er is geen route gevonden die overeenkomt met de URL en de aanvraagmethode.',
  rest_forbidden: 'Sorry, je hebt geen toestemming om dit te doen.',
  rest_missing_callback_param: 'Ontbrekende parameter(s): {list}',
  rest_invalid_param: 'Ongeldige parameter(s): {list}',
  invalid_parameter: 'Ongeldige parameter.',
  not_of_type: '{param} is niet van het type {type}.',
  not_one_of: '{param} is niet een van {values}.',
  'rest-event-not-found': 'Evenement met ID {id} bestaat niet.',
  'event-no-longer-available': 'Dit evenement is niet meer beschikbaar',
  'event-not-accessible': 'Het gevraagde evenement is niet toegankelijk',
  'event-password-protected': 'Het gevraagde evenement is niet toegankelijk zonder wachtwoord',
  'event-is-in-trash': 'Het evenement staat al in de prullenbak',
  'could-not-delete-event': 'Het evenement kon niet worden verwijderd',
  'could-not-update-event': 'Het evenement kon niet worden bijgewerkt',
  'event-archive-page-not-found': 'De gevraagde pagina van het evenementenarchief bestaat niet',
  'invalid-linked-post-id': 'Het opgegeven ID van het gekoppelde bericht is niet geldig',
  rest_payload_too_large: 'De aanvraagbody is te groot.',
  rest_invalid_json: 'De aanvraagbody is geen geldige JSON.',
  rest_internal_error: 'Er is een onverwachte fout opgetreden.',
  rest_translation_exists: 'Er bestaat al een {lang}-versie van dit record.',
  rest_slug_taken: 'Deze slug wordt al door een ander record gebruikt.',
};

const catalogs: Record<string, Catalog> = { en, fr, nl };

/** The message `key` in `lang` (English when the language or key has no translation), with {vars} filled. */
export function message(key: string, lang: Lang, vars: Record<string, string | number> = {}): string {
  const text = catalogs[lang]?.[key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
