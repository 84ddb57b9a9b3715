/**
 * Error messages in the request's language (docs/api.md §5). English texts are TEC's own, word for word
 * (docs/tec-behaviour.md §10), so clients that match on messages keep working.
 */
export type Lang = string;
type Catalog = Record<string, string>;

const en: Catalog = {
  // WordPress core's own texts for the wp/v2 routes (docs/api.md §16).
  rest_not_logged_in: 'You are not currently logged in.',
  rest_term_invalid: 'Term does not exist.',
  rest_post_invalid_id: 'Invalid post ID.',
  rest_upload_no_data: 'No data supplied.',
  rest_upload_no_content_type: 'No Content-Type supplied.',
  rest_upload_no_content_disposition: 'No Content-Disposition supplied.',
  rest_upload_invalid_disposition:
    'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.',
  rest_upload_sideload_error: 'Sorry, you are not allowed to upload this file type.',
  rest_upload_file_too_big: 'This file is too big. Files must be less than {kb} KB in size.',
  'venue-not-accessible': 'The requested venue is not accessible',
  'organizer-not-accessible': 'The requested organizer is not accessible',
  'venue-is-in-trash': 'The venue is already trashed',
  'organizer-is-in-trash': 'The organizer is already trashed',
  'could-not-create-venue': 'The venue could not be created from the provided data',
  'could-not-create-organizer': 'The organizer could not be created from the provided data',
  'venue-archive-page-not-found': 'The requested venue archive page does not exist',
  'organizer-archive-page-not-found': 'The requested organizer archive page does not exist',
  term_exists: 'A term with the name provided already exists with this parent.',
  rest_no_route: 'No route was found matching the URL and request method.',
  rest_forbidden: 'Sorry, you are not allowed to do that.',
  incorrect_password: 'The provided password is an invalid application password.',
  rest_missing_callback_param: 'Missing parameter(s): {list}',
  rest_invalid_param: 'Invalid parameter(s): {list}',
  invalid_parameter: 'Invalid parameter.',
  not_of_type: '{param} is not of type {type}.',
  not_one_of: '{param} is not one of {values}.',
  'rest-event-not-found': 'Event with ID {id} does not exist.',
  'event-no-longer-available': 'This event is no longer available',
  'event-not-accessible': 'The requested event is not accessible',
  'event-not-recurring': 'The event {id} is not a recurring event',
  'event-password-protected': 'The requested event is not accessible without a password',
  'event-is-in-trash': 'The event is already trashed',
  'could-not-delete-event': 'The event could not be deleted',
  'could-not-update-event': 'The event could not be updated',
  'event-archive-page-not-found': 'The requested event archive page does not exist',
  'invalid-linked-post-id': 'The provided linked post ID is not valid',
  rest_payload_too_large: 'The request body is too large.',
  // WordPress's own text for its rest_invalid_json (the REST server, not TEC, answers it there).
  rest_invalid_json: 'Invalid JSON body passed.',
  rest_internal_error: 'An unexpected error occurred.',
  rest_translation_exists: 'A {lang} version of this record already exists.',
  rest_slug_taken: 'The slug is already used by another record.',
  // WordPress's current wording (wp_insert_term, WP_REST_Terms_Controller): tags are not
  // hierarchical, so their duplicate names clash in the whole taxonomy.
  term_exists_in_taxonomy: 'A term with the name provided already exists in this taxonomy.',
  term_parent_not_hierarchical: 'Cannot set parent term, taxonomy is not hierarchical.',
  // docs/api.md §9: If-Match / If-None-Match on a record that changed since the caller read it.
  rest_precondition_failed:
    'The precondition of the request failed: the resource has changed since it was read. Read it again, then retry with its current ETag.',
  // The iCalendar feed's name (X-WR-CALNAME), shown by calendar clients that subscribe to it.
  // docs/api.md §7: why an `image` URL was not downloaded into the media library.
  image_address:
    'The image URL leads to a {range} address, which is refused (the plugin option imageHosts lists hosts allowed anyway).',
  image_url: 'The image URL is not an http(s) URL.',
  image_redirects: 'The image URL redirects more than {max} times.',
  image_timeout: 'The image could not be downloaded in time.',
  image_too_large: 'The image is larger than {max} bytes.',
  image_not_image: 'The image URL does not lead to an image file.',
  image_status: 'The image URL answered with HTTP status {status}.',
  image_unreachable: 'The image URL could not be reached.',
  ical_calendar_name: 'Events of {site}',
};

const fr: Catalog = {
  rest_not_logged_in: 'Vous n’êtes pas connecté.',
  rest_term_invalid: 'Le terme n’existe pas.',
  rest_post_invalid_id: 'ID de publication non valide.',
  rest_upload_no_data: 'Aucune donnée fournie.',
  rest_upload_no_content_type: 'Aucun Content-Type fourni.',
  rest_upload_no_content_disposition: 'Aucun Content-Disposition fourni.',
  rest_upload_invalid_disposition:
    'Content-Disposition non valide. Il doit être de la forme `attachment; filename="image.png"`.',
  rest_upload_sideload_error:
    'Désolé, vous n’avez pas l’autorisation de téléverser ce type de fichier.',
  rest_upload_file_too_big:
    'Ce fichier est trop lourd. Les fichiers doivent faire moins de {kb} Ko.',
  'venue-not-accessible': 'Le lieu demandé n’est pas accessible',
  'organizer-not-accessible': 'L’organisateur demandé n’est pas accessible',
  'venue-is-in-trash': 'Le lieu est déjà dans la corbeille',
  'organizer-is-in-trash': 'L’organisateur est déjà dans la corbeille',
  'could-not-create-venue': 'Le lieu n’a pas pu être créé à partir des données fournies',
  'could-not-create-organizer': 'L’organisateur n’a pas pu être créé à partir des données fournies',
  'venue-archive-page-not-found': 'La page demandée de la liste des lieux n’existe pas',
  'organizer-archive-page-not-found': 'La page demandée de la liste des organisateurs n’existe pas',
  term_exists: 'Un terme portant ce nom existe déjà avec ce parent.',
  rest_no_route: 'Aucune route ne correspond à l’URL et à la méthode de la requête.',
  rest_forbidden: 'Désolé, vous n’avez pas l’autorisation de faire cela.',
  incorrect_password: 'Le mot de passe fourni n’est pas un mot de passe d’application valide.',
  rest_missing_callback_param: 'Paramètre(s) manquant(s) : {list}',
  rest_invalid_param: 'Paramètre(s) invalide(s) : {list}',
  invalid_parameter: 'Paramètre invalide.',
  not_of_type: '{param} n’est pas de type {type}.',
  not_one_of: '{param} n’est pas l’une des valeurs {values}.',
  'rest-event-not-found': 'L’évènement d’ID {id} n’existe pas.',
  'event-no-longer-available': 'Cet évènement n’est plus disponible',
  'event-not-accessible': 'L’évènement demandé n’est pas accessible',
  'event-not-recurring': 'L’évènement {id} n’est pas récurrent',
  'event-password-protected': 'L’évènement demandé n’est pas accessible sans mot de passe',
  'event-is-in-trash': 'L’évènement est déjà dans la corbeille',
  'could-not-delete-event': 'L’évènement n’a pas pu être supprimé',
  'could-not-update-event': 'L’évènement n’a pas pu être mis à jour',
  'event-archive-page-not-found': 'La page demandée de la liste des évènements n’existe pas',
  'invalid-linked-post-id': 'L’ID de la publication liée n’est pas valide',
  rest_payload_too_large: 'Le corps de la requête est trop volumineux.',
  rest_invalid_json: 'Corps JSON transmis non valide.',
  rest_internal_error: 'Une erreur inattendue s’est produite.',
  rest_translation_exists: 'Une version {lang} de cet enregistrement existe déjà.',
  rest_slug_taken: 'Ce slug est déjà utilisé par un autre enregistrement.',
  term_exists_in_taxonomy: 'Un terme portant ce nom existe déjà dans cette taxonomie.',
  term_parent_not_hierarchical:
    'Impossible de définir un terme parent : la taxonomie n’est pas hiérarchique.',
  rest_precondition_failed:
    'La condition préalable de la requête a échoué : la ressource a changé depuis sa lecture. Relisez-la, puis réessayez avec son ETag actuel.',
  image_address:
    'L’URL de l’image mène à une adresse {range}, qui est refusée (l’option imageHosts du plugin liste les hôtes autorisés malgré tout).',
  image_url: 'L’URL de l’image n’est pas une URL http(s).',
  image_redirects: 'L’URL de l’image redirige plus de {max} fois.',
  image_timeout: 'L’image n’a pas pu être téléchargée à temps.',
  image_too_large: 'L’image dépasse {max} octets.',
  image_not_image: 'L’URL de l’image ne mène pas à un fichier image.',
  image_status: 'L’URL de l’image a répondu avec le statut HTTP {status}.',
  image_unreachable: 'L’URL de l’image est injoignable.',
  ical_calendar_name: 'Évènements de {site}',
};

const nl: Catalog = {
  rest_not_logged_in: 'Je bent momenteel niet ingelogd.',
  rest_term_invalid: 'Term bestaat niet.',
  rest_post_invalid_id: 'Ongeldig bericht-ID.',
  rest_upload_no_data: 'Geen gegevens aangeleverd.',
  rest_upload_no_content_type: 'Geen Content-Type aangeleverd.',
  rest_upload_no_content_disposition: 'Geen Content-Disposition aangeleverd.',
  rest_upload_invalid_disposition:
    'Ongeldige Content-Disposition. Gebruik de vorm `attachment; filename="image.png"`.',
  rest_upload_sideload_error: 'Je hebt geen toestemming om dit bestandstype te uploaden.',
  rest_upload_file_too_big: 'Dit bestand is te groot. Bestanden moeten kleiner zijn dan {kb} KB.',
  'venue-not-accessible': 'De gevraagde locatie is niet toegankelijk',
  'organizer-not-accessible': 'De gevraagde organisator is niet toegankelijk',
  'venue-is-in-trash': 'De locatie staat al in de prullenbak',
  'organizer-is-in-trash': 'De organisator staat al in de prullenbak',
  'could-not-create-venue': 'De locatie kon niet worden aangemaakt met de opgegeven gegevens',
  'could-not-create-organizer':
    'De organisator kon niet worden aangemaakt met de opgegeven gegevens',
  'venue-archive-page-not-found': 'De gevraagde pagina van het locatiearchief bestaat niet',
  'organizer-archive-page-not-found':
    'De gevraagde pagina van het organisatorenarchief bestaat niet',
  term_exists: 'Er bestaat al een term met deze naam onder deze bovenliggende term.',
  rest_no_route: 'Er is geen route gevonden die overeenkomt met de URL en de aanvraagmethode.',
  rest_forbidden: 'Sorry, je hebt geen toestemming om dit te doen.',
  incorrect_password: 'Het opgegeven wachtwoord is geen geldig applicatiewachtwoord.',
  rest_missing_callback_param: 'Ontbrekende parameter(s): {list}',
  rest_invalid_param: 'Ongeldige parameter(s): {list}',
  invalid_parameter: 'Ongeldige parameter.',
  not_of_type: '{param} is niet van het type {type}.',
  not_one_of: '{param} is niet een van {values}.',
  'rest-event-not-found': 'Evenement met ID {id} bestaat niet.',
  'event-no-longer-available': 'Dit evenement is niet meer beschikbaar',
  'event-not-accessible': 'Het gevraagde evenement is niet toegankelijk',
  'event-not-recurring': 'Het evenement {id} is geen terugkerend evenement',
  'event-password-protected': 'Het gevraagde evenement is niet toegankelijk zonder wachtwoord',
  'event-is-in-trash': 'Het evenement staat al in de prullenbak',
  'could-not-delete-event': 'Het evenement kon niet worden verwijderd',
  'could-not-update-event': 'Het evenement kon niet worden bijgewerkt',
  'event-archive-page-not-found': 'De gevraagde pagina van het evenementenarchief bestaat niet',
  'invalid-linked-post-id': 'Het opgegeven ID van het gekoppelde bericht is niet geldig',
  rest_payload_too_large: 'De aanvraagbody is te groot.',
  rest_invalid_json: 'Ongeldige JSON-body doorgegeven.',
  rest_internal_error: 'Er is een onverwachte fout opgetreden.',
  rest_translation_exists: 'Er bestaat al een {lang}-versie van dit record.',
  rest_slug_taken: 'Deze slug wordt al door een ander record gebruikt.',
  term_exists_in_taxonomy: 'Er bestaat al een term met deze naam in deze taxonomie.',
  term_parent_not_hierarchical:
    'Kan geen bovenliggende term instellen: de taxonomie is niet hiërarchisch.',
  rest_precondition_failed:
    'De voorwaarde van de aanvraag is niet vervuld: de bron is gewijzigd sinds ze werd gelezen. Lees ze opnieuw en probeer het dan nogmaals met de huidige ETag.',
  image_address:
    'De URL van de afbeelding leidt naar een {range}-adres, dat wordt geweigerd (de pluginoptie imageHosts noemt hosts die toch zijn toegestaan).',
  image_url: 'De URL van de afbeelding is geen http(s)-URL.',
  image_redirects: 'De URL van de afbeelding leidt meer dan {max} keer door.',
  image_timeout: 'De afbeelding kon niet op tijd worden gedownload.',
  image_too_large: 'De afbeelding is groter dan {max} bytes.',
  image_not_image: 'De URL van de afbeelding leidt niet naar een afbeeldingsbestand.',
  image_status: 'De URL van de afbeelding antwoordde met HTTP-status {status}.',
  image_unreachable: 'De URL van de afbeelding is onbereikbaar.',
  ical_calendar_name: 'Evenementen van {site}',
};

const catalogs: Record<string, Catalog> = { en, fr, nl };

/**
 * The message `key` in `lang` (English when the language or key has no translation), with {vars}
 * filled. A regional locale reads its base language's messages (`fr-CA` French): the site's locales
 * are the languages (docs/api.md §1.2).
 */
export function message(
  key: string,
  lang: Lang,
  vars: Record<string, string | number> = {}
): string {
  const text = (catalogs[lang] ?? catalogs[lang.split('-')[0]])?.[key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
