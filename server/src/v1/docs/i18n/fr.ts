/**
 * French texts of the namespace index and the OpenAPI document, by their English wording: every
 * RouteDef summary, ParamDef description and text of docs/*.ts (tests/unit/docs-i18n.test.ts
 * fails when one is missing or left over). Typography as in messages.ts (’, « », spaces before ; and :).
 */
import type { Catalog } from '.';

const fr: Catalog = {
  // The document, its tags and the two documentation routes
  'Events Calendar REST API': 'API REST du calendrier d’évènements',
  'Events, venues, organizers, event categories and tags, compatible with The Events Calendar REST API v1 (tribe/events/v1). Every record exists once per language; the language of a request is its translation_language, else the language of its root (/fr/api/...), else the default language.':
    'Évènements, lieux, organisateurs, catégories d’évènements et étiquettes, compatibles avec l’API REST v1 de The Events Calendar (tribe/events/v1). Chaque enregistrement existe une fois par langue ; la langue d’une requête est son translation_language, sinon la langue de sa racine (/fr/api/...), sinon la langue par défaut.',
  'The namespace root this document was requested on':
    'La racine de l’espace de noms sur laquelle ce document a été demandé',
  'The namespace index and this document': 'L’index de l’espace de noms et ce document',
  Events: 'Évènements',
  Venues: 'Lieux',
  Organizers: 'Organisateurs',
  'Event categories': 'Catégories d’évènements',
  Tags: 'Étiquettes',
  'List the routes of the namespace and their arguments':
    'Lister les routes de l’espace de noms et leurs arguments',
  'The namespace to describe': 'L’espace de noms à décrire',
  'The context of the request; the index is the same in every context':
    'Le contexte de la requête ; l’index est le même dans tous les contextes',
  'The routes of the namespace and their arguments':
    'Les routes de l’espace de noms et leurs arguments',
  'The OpenAPI 3.1 document of the namespace': 'Le document OpenAPI 3.1 de l’espace de noms',
  'This document': 'Ce document',
  // Arguments shared by several routes (params/common.ts)
  'The archive page to return': 'La page de la liste à renvoyer',
  'The number of items to return on each page': 'Le nombre d’éléments à renvoyer par page',
  'The language of the records to read or write (a language code of the site)':
    'La langue des enregistrements à lire ou à écrire (un code de langue du site)',
  'The password of password-protected records':
    'Le mot de passe des enregistrements protégés par mot de passe',
  'The context of the request: "edit" shows protected content to callers who may edit it':
    'Le contexte de la requête : « edit » montre le contenu protégé aux appelants qui peuvent le modifier',
  'The record ID': 'L’ID de l’enregistrement',
  'The record slug': 'Le slug de l’enregistrement',
  'The post statuses to include, as a comma-separated list or an array':
    'Les statuts de publication à inclure, en liste séparée par des virgules ou en tableau',
  'The id of a record in another language: creates its version in translation_language':
    'L’ID d’un enregistrement dans une autre langue : crée sa version dans translation_language',
  'Delete permanently instead of moving to the trash':
    'Supprimer définitivement au lieu de mettre à la corbeille',
  // Events: routes and list arguments
  'List events as an iCalendar feed': 'Lister les évènements sous forme de flux iCalendar',
  'List events': 'Lister les évènements',
  'Create an event': 'Créer un évènement',
  'Read an event': 'Lire un évènement',
  'Update an event': 'Mettre à jour un évènement',
  'Trash or delete an event': 'Mettre un évènement à la corbeille ou le supprimer',
  'Read an event by slug': 'Lire un évènement par son slug',
  'Update an event by slug': 'Mettre à jour un évènement par son slug',
  'Trash or delete an event by slug':
    'Mettre un évènement à la corbeille ou le supprimer, par son slug',
  'Events that start on or after this date (default: now)':
    'Évènements qui commencent à cette date ou après (par défaut : maintenant)',
  'Events that end on or before this date (default: two years from now)':
    'Évènements qui se terminent à cette date ou avant (par défaut : dans deux ans)',
  'Events that start before this date': 'Évènements qui commencent avant cette date',
  'Events that start after this date': 'Évènements qui commencent après cette date',
  'Events that end before this date': 'Évènements qui se terminent avant cette date',
  'Events that end after this date': 'Évènements qui se terminent après cette date',
  'Use the dates exactly as given instead of widening them to whole days':
    'Utiliser les dates telles quelles au lieu de les étendre à des journées entières',
  'Events whose title, description or excerpt contain this text':
    'Évènements dont le titre, la description ou l’extrait contient ce texte',
  'Event category ids or slugs, comma-separated or an array':
    'ID ou slugs de catégories d’évènements, séparés par des virgules ou en tableau',
  'Tag ids or slugs, comma-separated or an array':
    'ID ou slugs d’étiquettes, séparés par des virgules ou en tableau',
  'Venue ids, comma-separated or an array': 'ID de lieux, séparés par des virgules ou en tableau',
  'Organizer ids, comma-separated or an array':
    'ID d’organisateurs, séparés par des virgules ou en tableau',
  'Only featured (true) or only non-featured (false) events':
    'Uniquement les évènements mis en avant (true) ou uniquement les autres (false)',
  'Only events whose venue has coordinates':
    'Uniquement les évènements dont le lieu a des coordonnées',
  'Latitude of the centre of a geographic search':
    'Latitude du centre d’une recherche géographique',
  'Longitude of the centre of a geographic search':
    'Longitude du centre d’une recherche géographique',
  'Radius of a geographic search, in kilometres':
    'Rayon d’une recherche géographique, en kilomètres',
  'Only these event ids (the date window is ignored)':
    'Uniquement ces ID d’évènements (la période est ignorée)',
  'Only the children of this event': 'Uniquement les enfants de cet évènement',
  'Events with (true) or without (false) tickets; no event has tickets':
    'Évènements avec (true) ou sans (false) billets ; aucun évènement n’a de billets',
  // Events: write arguments (params/event-write.ts, event-links.ts)
  'The event title': 'Le titre de l’évènement',
  'The event description (HTML or Markdown)': 'La description de l’évènement (HTML ou Markdown)',
  'The event excerpt': 'L’extrait de l’évènement',
  'The event slug': 'Le slug de l’évènement',
  'The id of the users-permissions user who is the author':
    'L’ID de l’utilisateur users-permissions qui en est l’auteur',
  'The publication date in UTC': 'La date de publication en UTC',
  'The event start, in the event timezone':
    'Le début de l’évènement, dans le fuseau horaire de l’évènement',
  'The event end, in the event timezone':
    'La fin de l’évènement, dans le fuseau horaire de l’évènement',
  'The event timezone: an IANA name or a UTC offset (default: the site timezone)':
    'Le fuseau horaire de l’évènement : un nom IANA ou un décalage UTC (par défaut : le fuseau horaire du site)',
  'Whether the event lasts whole days': 'Si l’évènement dure des journées entières',
  'The id or URL of an image of the media library, or the http(s) URL of an image to download into it (image files only, from public addresses, within the size and time limits of the plugin options); null or "" removes it':
    'L’ID ou l’URL d’une image de la médiathèque, ou l’URL http(s) d’une image à y télécharger (fichiers image seulement, depuis des adresses publiques, dans les limites de taille et de durée des options du plugin) ; null ou "" la retire',
  'The cost: a string, comma-separated values or an array of strings':
    'Le coût : une chaîne, des valeurs séparées par des virgules ou un tableau de chaînes',
  'The event website URL': 'L’URL du site web de l’évènement',
  'Whether to show a map of the venue': 'S’il faut afficher une carte du lieu',
  'Whether to show a link to a map of the venue':
    'S’il faut afficher un lien vers une carte du lieu',
  'Whether to leave the event out of lists': 'S’il faut exclure l’évènement des listes',
  'Whether the event sticks to the top of month views':
    'Si l’évènement reste en haut des vues mensuelles',
  'Whether the event is featured': 'Si l’évènement est mis en avant',
  'Event categories: ids, slugs or names (created when missing), comma-separated or an array; [] or "" removes all':
    'Catégories d’évènements : ID, slugs ou noms (créées si elles manquent), séparés par des virgules ou en tableau ; [] ou "" les retire toutes',
  'Tags: ids, slugs or names (created when missing), comma-separated or an array; [] or "" removes all':
    'Étiquettes : ID, slugs ou noms (créées si elles manquent), séparés par des virgules ou en tableau ; [] ou "" les retire toutes',
  'The venue: an id, {"id": id}, or venue fields to create one; null, "" or [] unlinks it':
    'Le lieu : un ID, {"id": id}, ou des champs de lieu pour en créer un ; null, "" ou [] le délie',
  'The organizers: an id, or a list of ids, {"id": id} and organizer fields to create; null, "" or [] unlinks them':
    'Les organisateurs : un ID, ou une liste d’ID, de {"id": id} et de champs d’organisateur à créer ; null, "" ou [] les délie',
  'The post status (callers who may not publish get "pending" instead of "publish")':
    'Le statut de publication (les appelants qui ne peuvent pas publier obtiennent « pending » au lieu de « publish »)',
  'A password that protects the event; null or "" removes it (never returned)':
    'Un mot de passe qui protège l’évènement ; null ou "" le retire (jamais renvoyé)',
  // Venues: routes and arguments (params/linked.ts)
  'List venues': 'Lister les lieux',
  'Create a venue': 'Créer un lieu',
  'Read a venue': 'Lire un lieu',
  'Update a venue': 'Mettre à jour un lieu',
  'Trash or delete a venue': 'Mettre un lieu à la corbeille ou le supprimer',
  'Read a venue by slug': 'Lire un lieu par son slug',
  'Update a venue by slug': 'Mettre à jour un lieu par son slug',
  'Trash or delete a venue by slug': 'Mettre un lieu à la corbeille ou le supprimer, par son slug',
  'Venues whose name, description or details contain every word of this text':
    'Lieux dont le nom, la description ou les détails contiennent chaque mot de ce texte',
  'Only the venues of this event': 'Uniquement les lieux de cet évènement',
  'true: venues with at least one event (not a draft or pending); false: without':
    'true : lieux ayant au moins un évènement (ni brouillon ni en attente) ; false : sans',
  'Only venues with an event that has not started yet':
    'Uniquement les lieux ayant un évènement qui n’a pas encore commencé',
  "The venue's name": 'Le nom du lieu',
  "The venue's description (HTML or Markdown)": 'La description du lieu (HTML ou Markdown)',
  "The venue's excerpt": 'L’extrait du lieu',
  "The venue's slug": 'Le slug du lieu',
  'The venue\'s address; "" clears it': 'L’adresse du lieu ; "" l’efface',
  'The venue\'s city; "" clears it': 'La ville du lieu ; "" l’efface',
  'The venue\'s country; "" clears it': 'Le pays du lieu ; "" l’efface',
  'The venue\'s province; "" clears it': 'La province du lieu ; "" l’efface',
  'The venue\'s state; "" clears it': 'L’État du lieu ; "" l’efface',
  'The venue\'s zip; "" clears it': 'Le code postal du lieu ; "" l’efface',
  'The venue\'s phone; "" clears it': 'Le téléphone du lieu ; "" l’efface',
  'The venue\'s stateprovince; "" clears it': 'L’État ou la province du lieu ; "" l’efface',
  'The venue\'s website URL; "" clears it': 'L’URL du site web du lieu ; "" l’efface',
  'Whether to show a map ("true"/"false")': 'S’il faut afficher une carte ("true"/"false")',
  'Whether to show a link to a map ("true"/"false")':
    'S’il faut afficher un lien vers une carte ("true"/"false")',
  'Latitude, -90 to 90; null clears it': 'Latitude, de -90 à 90 ; null l’efface',
  'Longitude, -180 to 180; null clears it': 'Longitude, de -180 à 180 ; null l’efface',
  'Accepted and ignored (TEC compatibility)': 'Accepté et ignoré (compatibilité TEC)',
  'A password that protects the record; null or "" removes it (never returned)':
    'Un mot de passe qui protège l’enregistrement ; null ou "" le retire (jamais renvoyé)',
  // Organizers: routes and arguments (params/linked.ts)
  'List organizers': 'Lister les organisateurs',
  'Create an organizer': 'Créer un organisateur',
  'Read an organizer': 'Lire un organisateur',
  'Update an organizer': 'Mettre à jour un organisateur',
  'Trash or delete an organizer': 'Mettre un organisateur à la corbeille ou le supprimer',
  'Read an organizer by slug': 'Lire un organisateur par son slug',
  'Update an organizer by slug': 'Mettre à jour un organisateur par son slug',
  'Trash or delete an organizer by slug':
    'Mettre un organisateur à la corbeille ou le supprimer, par son slug',
  'Organizers whose name, description or details contain every word of this text':
    'Organisateurs dont le nom, la description ou les détails contiennent chaque mot de ce texte',
  'Only the organizers of this event': 'Uniquement les organisateurs de cet évènement',
  'true: organizers with at least one event (not a draft or pending); false: without':
    'true : organisateurs ayant au moins un évènement (ni brouillon ni en attente) ; false : sans',
  'Only organizers with an event that has not started yet':
    'Uniquement les organisateurs ayant un évènement qui n’a pas encore commencé',
  "The organizer's name": 'Le nom de l’organisateur',
  "The organizer's description (HTML or Markdown)":
    'La description de l’organisateur (HTML ou Markdown)',
  "The organizer's excerpt": 'L’extrait de l’organisateur',
  "The organizer's slug": 'Le slug de l’organisateur',
  'The organizer\'s phone; "" clears it': 'Le téléphone de l’organisateur ; "" l’efface',
  'The organizer\'s email; "" clears it': 'L’adresse e-mail de l’organisateur ; "" l’efface',
  'The organizer\'s website URL; "" clears it': 'L’URL du site web de l’organisateur ; "" l’efface',
  // Categories and tags: routes and arguments (params/terms.ts)
  'List categories': 'Lister les catégories',
  'Create an event category': 'Créer une catégorie d’évènements',
  'Read an event category': 'Lire une catégorie d’évènements',
  'Update an event category': 'Mettre à jour une catégorie d’évènements',
  'Delete an event category permanently': 'Supprimer définitivement une catégorie d’évènements',
  'List tags': 'Lister les étiquettes',
  'Create a tag': 'Créer une étiquette',
  'Read a tag': 'Lire une étiquette',
  'Update a tag': 'Mettre à jour une étiquette',
  'Delete a tag permanently': 'Supprimer définitivement une étiquette',
  'Terms whose name or slug contain this text': 'Termes dont le nom ou le slug contient ce texte',
  'Leave out these term ids': 'Exclure ces ID de termes',
  'Only these term ids': 'Uniquement ces ID de termes',
  'Sort direction: asc or desc': 'Sens du tri : asc ou desc',
  'Sort by id, name, slug, count, term_group, description, parent, include, none (unknown values sort by name)':
    'Trier par id, name, slug, count, term_group, description, parent, include, none (les valeurs inconnues trient par nom)',
  'Leave out terms with no published event': 'Exclure les termes sans évènement publié',
  'Only the direct children of this category': 'Uniquement les enfants directs de cette catégorie',
  'Only the terms of this event': 'Uniquement les termes de cet évènement',
  'Only the terms of this event (wins over post)':
    'Uniquement les termes de cet évènement (l’emporte sur post)',
  'Only the term with this slug': 'Uniquement le terme ayant ce slug',
  'The term name': 'Le nom du terme',
  'The term description': 'La description du terme',
  'The term slug': 'Le slug du terme',
  'The parent category id (0: none)': 'L’ID de la catégorie parente (0 : aucune)',
  'Tags have no parent': 'Les étiquettes n’ont pas de parent',
  // Responses, headers, request bodies and security schemes
  'One page of the matching records': 'Une page des enregistrements correspondants',
  'The record': 'L’enregistrement',
  'The created record': 'L’enregistrement créé',
  'The created record, or the existing record it repeats':
    'L’enregistrement créé, ou l’enregistrement existant qu’il répète',
  'The updated record': 'L’enregistrement mis à jour',
  'The trashed record, or the deleted record as it was (force)':
    'L’enregistrement mis à la corbeille, ou l’enregistrement supprimé tel qu’il était (force)',
  'The deleted record, as it was': 'L’enregistrement supprimé, tel qu’il était',
  'A parameter is missing or invalid': 'Un paramètre est manquant ou invalide',
  'A parameter is missing or invalid, or no record has this ID or slug in the language of the request':
    'Un paramètre est manquant ou invalide, ou aucun enregistrement n’a cet ID ou ce slug dans la langue de la requête',
  'The route needs credentials and none were sent':
    'La route exige des identifiants et aucun n’a été envoyé',
  'The caller may not do this': 'L’appelant n’a pas le droit de faire cela',
  'No event has this ID or slug in the language of the request':
    'Aucun évènement n’a cet ID ou ce slug dans la langue de la requête',
  'The requested page is past the last page': 'La page demandée est au-delà de la dernière page',
  'The record is already in the trash': 'L’enregistrement est déjà dans la corbeille',
  'If-Match or If-None-Match does not hold: the record changed since the caller read it, and nothing was written':
    'If-Match ou If-None-Match n’est pas vérifié : l’enregistrement a changé depuis que l’appelant l’a lu, et rien n’a été écrit',
  'Nothing changed since the response whose ETag was sent in If-None-Match (or, for one record, since the date in If-Modified-Since)':
    'Rien n’a changé depuis la réponse dont l’ETag a été envoyé dans If-None-Match (ou, pour un seul enregistrement, depuis la date de If-Modified-Since)',
  'One page of the matching events as an iCalendar feed (RFC 5545)':
    'Une page des évènements correspondants, sous forme de flux iCalendar (RFC 5545)',
  'Any other error (for example 413 or 500), in the same shape':
    'Toute autre erreur (par exemple 413 ou 500), au même format',
  'The number of matching records': 'Le nombre d’enregistrements correspondants',
  'The number of pages': 'Le nombre de pages',
  'The next and previous pages (RFC 8288)': 'Les pages suivante et précédente (RFC 8288)',
  'A strong entity tag of the exact response: send it in If-None-Match to revalidate, or in If-Match to write only if the record is unchanged':
    'Une étiquette d’entité forte de la réponse exacte : envoyez-la dans If-None-Match pour revalider, ou dans If-Match pour n’écrire que si l’enregistrement n’a pas changé',
  'When the newest record in the response last changed':
    'La date de la dernière modification de l’enregistrement le plus récent de la réponse',
  'The URL of the created record': 'L’URL de l’enregistrement créé',
  'The fields to write, as JSON or form-encoded; fields not sent are left as they are':
    'Les champs à écrire, en JSON ou encodés comme un formulaire ; les champs non envoyés restent inchangés',
  'A Strapi API token: full access, read-only, or custom with the actions of the routes it may call':
    'Un jeton d’API Strapi : accès complet, lecture seule, ou personnalisé avec les actions des routes qu’il peut appeler',
  'The JWT of a users-permissions user whose role holds the actions of the routes':
    'Le JWT d’un utilisateur users-permissions dont le rôle détient les actions des routes',
  // Schemas: events, venues and organizers
  'An event. Password-protected events the caller has not unlocked show empty content and null flags.':
    'Un évènement. Les évènements protégés par mot de passe que l’appelant n’a pas déverrouillés montrent un contenu vide et des indicateurs null.',
  'The ID of this language version of the record':
    'L’ID de cette version linguistique de l’enregistrement',
  'The ID of the record across sites: the site host and path, then ?id= and the ID':
    'L’ID de l’enregistrement entre sites : l’hôte et le chemin du site, puis ?id= et l’ID',
  'The global IDs the record comes from, its own included':
    'Les ID globaux dont provient l’enregistrement, le sien compris',
  'The ID of the author (a users-permissions user) as a numeric string; "0" when none':
    'L’ID de l’auteur (un utilisateur users-permissions) sous forme de chaîne numérique ; « 0 » s’il n’y en a pas',
  'The post status': 'Le statut de publication',
  'The publication date, in the site timezone':
    'La date de publication, dans le fuseau horaire du site',
  'The publication date, in UTC': 'La date de publication, en UTC',
  'The date of the last change, in the site timezone':
    'La date de la dernière modification, dans le fuseau horaire du site',
  'The date of the last change, in UTC': 'La date de la dernière modification, en UTC',
  'The public page of the record': 'La page publique de l’enregistrement',
  'The URL of the record in this API': 'L’URL de l’enregistrement dans cette API',
  'The description, as sanitised HTML': 'La description, en HTML assaini',
  'The excerpt, as sanitised HTML': 'L’extrait, en HTML assaini',
  'The slug, unique per kind and language': 'Le slug, unique par type et par langue',
  'The image, or false when none': 'L’image, ou false s’il n’y en a pas',
  'The start of the event, in the event timezone':
    'Le début de l’évènement, dans le fuseau horaire de l’évènement',
  'The end of the event, in the event timezone':
    'La fin de l’évènement, dans le fuseau horaire de l’évènement',
  'The start of the event, in UTC': 'Le début de l’évènement, en UTC',
  'The end of the event, in UTC': 'La fin de l’évènement, en UTC',
  'The parts of start_date': 'Les composantes de start_date',
  'The parts of end_date': 'Les composantes de end_date',
  'The parts of utc_start_date': 'Les composantes de utc_start_date',
  'The parts of utc_end_date': 'Les composantes de utc_end_date',
  'The event timezone: an IANA name or a UTC offset':
    'Le fuseau horaire de l’évènement : un nom IANA ou un décalage UTC',
  'The abbreviation of the event timezone at the start of the event':
    'L’abréviation du fuseau horaire de l’évènement au début de l’évènement',
  'The cost as shown to visitors, with the currency symbol':
    'Le coût tel qu’il est affiché aux visiteurs, avec le symbole monétaire',
  'The event website; the public page of the event when none is set':
    'Le site web de l’évènement ; la page publique de l’évènement s’il n’y en a pas',
  'Whether the event is left out of lists': 'Si l’évènement est exclu des listes',
  'The event categories': 'Les catégories de l’évènement',
  'The tags': 'Les étiquettes',
  'The venue, or an empty array when none': 'Le lieu, ou un tableau vide s’il n’y en a pas',
  'The organizers': 'Les organisateurs',
  'The schema.org JSON-LD of the record (single reads only)':
    'Le JSON-LD schema.org de l’enregistrement (lectures individuelles uniquement)',
  'The language of this version of the record': 'La langue de cette version de l’enregistrement',
  'Whether the event is a recurring event or one of its occurrences':
    'Si l’évènement est récurrent ou l’une de ses occurrences',
  'The ID of the recurring event (the series) this is, or belongs to':
    'L’ID de l’évènement récurrent (la série) qu’il est, ou auquel il appartient',
  'The start of this occurrence in the rule, in the event timezone (its identity, like RECURRENCE-ID)':
    'Le début de cette occurrence selon la règle, dans le fuseau de l’évènement (son identité, comme RECURRENCE-ID)',
  'The RFC 5545 rules (RRULE values)': 'Les règles RFC 5545 (valeurs RRULE)',
  'List the occurrences of a recurring event': 'Lister les occurrences d’un évènement récurrent',
  'Makes the event recurring: RFC 5545 lines (RRULE, RDATE, EXDATE) or a bare rule, or {"rules": [...], "rdates": [...], "exdates": [...]} with dates in the event timezone; null or "" ends the recurrence':
    'Rend l’évènement récurrent : des lignes RFC 5545 (RRULE, RDATE, EXDATE) ou une règle seule, ou {"rules": [...], "rdates": [...], "exdates": [...]} avec des dates dans le fuseau de l’évènement ; null ou "" met fin à la récurrence',
  'On an occurrence of a recurring event: change only this occurrence (default), this and the following ones, or the whole series (the default on the series itself)':
    'Sur une occurrence d’un évènement récurrent : ne changer que cette occurrence (par défaut), celle-ci et les suivantes, ou toute la série (par défaut sur la série elle-même)',
  'List only the first occurrence of each recurring event in the window':
    'Ne lister que la première occurrence de chaque évènement récurrent dans la période',
  'Occurrences that start on or after this date (default: the first)':
    'Les occurrences qui commencent à cette date ou après (par défaut : la première)',
  'Occurrences that end on or before this date (default: the last stored)':
    'Les occurrences qui finissent à cette date ou avant (par défaut : la dernière enregistrée)',
  'One page of the occurrences': 'Une page des occurrences',
  'A date': 'Une date',
  'Dates added to the rules, in the event timezone':
    'Dates ajoutées aux règles, dans le fuseau de l’évènement',
  'Dates excluded from the rules, in the event timezone':
    'Dates exclues des règles, dans le fuseau de l’évènement',
  'The rules in words, in the language of the request':
    'Les règles en toutes lettres, dans la langue de la requête',
  'The URL of the list of its occurrences': 'L’URL de la liste de ses occurrences',
  'The rules of a recurring event (on the series only)':
    'Les règles d’un évènement récurrent (sur la série seulement)',
  'The ID of every language version of the record, by language':
    'L’ID de chaque version linguistique de l’enregistrement, par langue',
  'A venue. Empty values are left out, as TEC does.':
    'Un lieu. Les valeurs vides sont omises, comme le fait TEC.',
  'An organizer. Empty values are left out, as TEC does.':
    'Un organisateur. Les valeurs vides sont omises, comme le fait TEC.',
  'The venue name': 'Le nom du lieu',
  'The organizer name': 'Le nom de l’organisateur',
  'The image': 'L’image',
  'The phone number': 'Le numéro de téléphone',
  'The website': 'Le site web',
  'The e-mail address': 'L’adresse e-mail',
  'The street address': 'L’adresse',
  'The city': 'La ville',
  'The country': 'Le pays',
  'The province': 'La province',
  'The state': 'L’État',
  'The postal code': 'Le code postal',
  'The state or province': 'L’État ou la province',
  'The latitude': 'La latitude',
  'The longitude': 'La longitude',
  // Schemas: terms, images, dates, costs
  'An event category': 'Une catégorie d’évènements',
  'A tag': 'Une étiquette',
  'An event category of an event': 'Une catégorie d’un évènement',
  'A tag of an event': 'Une étiquette d’un évènement',
  'The ID of this language version of the term': 'L’ID de cette version linguistique du terme',
  'The number of events of the term': 'Le nombre d’évènements du terme',
  'The WordPress taxonomy of the term': 'La taxonomie WordPress du terme',
  'The ID of the parent category; 0 when none':
    'L’ID de la catégorie parente ; 0 s’il n’y en a pas',
  'Always empty (WordPress compatibility)': 'Toujours vide (compatibilité WordPress)',
  'Always 0 (WordPress compatibility)': 'Toujours 0 (compatibilité WordPress)',
  'The same as id (WordPress compatibility)': 'Identique à id (compatibilité WordPress)',
  'Always "raw" (WordPress compatibility)': 'Toujours « raw » (compatibilité WordPress)',
  'The public page of the term': 'La page publique du terme',
  'HAL links of the term, on single reads and writes':
    'Les liens HAL du terme, en lecture individuelle et en écriture',
  'The link target': 'La cible du lien',
  'Links of one relation': 'Les liens d’une relation',
  'Links to the term in this API': 'Les liens vers le terme dans cette API',
  'The URL of the term in this API': 'L’URL du terme dans cette API',
  'The URL of the list of terms of its kind in this API':
    'L’URL de la liste des termes de son type dans cette API',
  'The URL of the parent term in this API, when there is one':
    'L’URL du terme parent dans cette API, s’il y en a un',
  'An image of the media library': 'Une image de la médiathèque',
  'The URL of the full-size image': 'L’URL de l’image en taille réelle',
  'The ID of the file in the media library': 'L’ID du fichier dans la médiathèque',
  'The file extension': 'L’extension du fichier',
  'The width in pixels': 'La largeur en pixels',
  'The height in pixels': 'La hauteur en pixels',
  'The file size in bytes': 'La taille du fichier en octets',
  'The other sizes of the image, by name': 'Les autres tailles de l’image, par nom',
  'One size of an image': 'Une taille d’une image',
  'The MIME type': 'Le type MIME',
  'The URL of the image in this size': 'L’URL de l’image dans cette taille',
  'The parts of a date, as zero-padded strings':
    'Les composantes d’une date, en chaînes complétées par des zéros',
  'The year, four digits': 'L’année, sur quatre chiffres',
  'The month, two digits': 'Le mois, sur deux chiffres',
  'The day, two digits': 'Le jour, sur deux chiffres',
  'The hour, two digits': 'L’heure, sur deux chiffres',
  'The minutes, two digits': 'Les minutes, sur deux chiffres',
  'The seconds, two digits': 'Les secondes, sur deux chiffres',
  'The parts of the cost': 'Les composantes du coût',
  'The currency symbol; empty when none': 'Le symbole monétaire ; vide s’il n’y en a pas',
  'The ISO 4217 currency code; empty when none':
    'Le code de devise ISO 4217 ; vide s’il n’y en a pas',
  'Where the currency symbol goes; empty when there is none':
    'La place du symbole monétaire ; vide s’il n’y en a pas',
  'The values of the cost, lowest first, as strings':
    'Les valeurs du coût, de la plus basse à la plus haute, en chaînes',
  // Schemas: lists, errors, the namespace index and this document
  'One page of a list': 'Une page d’une liste',
  'The records of this page': 'Les enregistrements de cette page',
  'The URL of this page': 'L’URL de cette page',
  'The URL of the next page, when there is one': 'L’URL de la page suivante, s’il y en a une',
  'The URL of the previous page, when there is one': 'L’URL de la page précédente, s’il y en a une',
  'An error, in the shape of the WordPress REST API':
    'Une erreur, au format de l’API REST de WordPress',
  'The error code, e.g. rest_invalid_param': 'Le code d’erreur, par exemple rest_invalid_param',
  'The error message, in the language of the request':
    'Le message d’erreur, dans la langue de la requête',
  'The HTTP status, and for parameter errors the parameters at fault':
    'Le statut HTTP et, pour les erreurs de paramètres, les paramètres en cause',
  'The HTTP status': 'Le statut HTTP',
  'The missing parameters (a list), or the invalid ones with the reason (an object)':
    'Les paramètres manquants (une liste), ou les paramètres invalides avec la raison (un objet)',
  'The error of each invalid parameter that has one, by parameter':
    'L’erreur de chaque paramètre invalide qui en a une, par paramètre',
  'The namespace index, in the shape of the WordPress REST API':
    'L’index de l’espace de noms, au format de l’API REST de WordPress',
  'The namespace': 'L’espace de noms',
  'The routes, by WordPress route pattern': 'Les routes, par motif de route WordPress',
  'Links to the namespace root and to its OpenAPI document':
    'Les liens vers la racine de l’espace de noms et vers son document OpenAPI',
  'One route of the namespace': 'Une route de l’espace de noms',
  'The namespace of the route': 'L’espace de noms de la route',
  'The HTTP methods of the route': 'Les méthodes HTTP de la route',
  'The HTTP methods of the endpoint': 'Les méthodes HTTP du point d’accès',
  'The arguments of the endpoint, by name': 'Les arguments du point d’accès, par nom',
  'The endpoints of the route, one per group of methods':
    'Les points d’accès de la route, un par groupe de méthodes',
  'Links to the route, for routes without path variables':
    'Les liens vers la route, pour les routes sans variable de chemin',
  'One argument of an endpoint': 'Un argument d’un point d’accès',
  'The type of the argument': 'Le type de l’argument',
  'What the argument does': 'Ce que fait l’argument',
  'The value used when the argument is not sent':
    'La valeur utilisée quand l’argument n’est pas envoyé',
  'The values the argument accepts': 'Les valeurs que l’argument accepte',
  'The type of the items of a list argument': 'Le type des éléments d’un argument de type liste',
  'Whether the argument must be sent': 'Si l’argument doit être envoyé',
  'An OpenAPI 3.1 document': 'Un document OpenAPI 3.1',
  // Event status and attendance (params/event-status.ts, schemas.ts)
  'Only events with one of these attendance modes, as a comma-separated list or an array':
    'Seulement les évènements ayant l’un de ces modes de participation, en liste séparée par des virgules ou en tableau',
  'Only events with one of these event statuses, as a comma-separated list or an array':
    'Seulement les évènements ayant l’un de ces statuts, en liste séparée par des virgules ou en tableau',
  'The start before the last move of the published event':
    'Le début avant le dernier déplacement de l’évènement publié',
  'The start before the last move of the published event, in the event timezone; null when it never moved':
    'Le début avant le dernier déplacement de l’évènement publié, dans le fuseau de l’évènement ; null s’il n’a jamais été déplacé',
  'Where people attend online: an http or https URL; null or "" removes it':
    'Où participer en ligne : une URL http ou https ; null ou "" la retire',
  'Where people attend online; empty when none, or when the event is locked':
    'Où participer en ligne ; vide s’il n’y en a pas, ou si l’évènement est verrouillé',
  'Where people attend: offline (at the venue), online or mixed (null or "": offline)':
    'Où l’on participe : sur place (au lieu), en ligne ou les deux (null ou "" : sur place)',
  'Where people attend: offline (at the venue), online or mixed':
    'Où l’on participe : sur place (au lieu), en ligne ou les deux',
  'Whether the event happens as planned (null or "": scheduled)':
    'Si l’évènement a lieu comme prévu (null ou "" : prévu)',
  'Whether the event happens as planned': 'Si l’évènement a lieu comme prévu',
  'Why the event is canceled, postponed, rescheduled or moved online (HTML or Markdown)':
    'Pourquoi l’évènement est annulé, reporté, reprogrammé ou passé en ligne (HTML ou Markdown)',
  'Why the event is canceled, postponed, rescheduled or moved online (HTML)':
    'Pourquoi l’évènement est annulé, reporté, reprogrammé ou passé en ligne (HTML)',
  // The site’s own fields (params/site-fields.ts, docs/site-fields.ts)
  'The site’s own fields of the record, as {"<name>": value}; null or "" clears one (see the record’s custom_fields)':
    'Les champs propres au site de l’enregistrement, sous la forme {"<nom>": valeur} ; null ou "" en efface un (voir custom_fields de l’enregistrement)',
  'The site’s own fields that hold a value, by name, each with its label and value; [] when none':
    'Les champs propres au site qui ont une valeur, par nom, chacun avec son libellé et sa valeur ; [] s’il n’y en a pas',
  'The members of an object argument, by name (the site’s own fields)':
    'Les membres d’un argument objet, par nom (les champs propres au site)',
};

export default fr;
