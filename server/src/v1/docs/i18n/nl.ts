/**
 * Dutch texts of the namespace index and the OpenAPI document, by their English wording: every
 * RouteDef summary, ParamDef description and text of docs/*.ts (tests/unit/docs-i18n.test.ts
 * fails when one is missing or left over).
 */
import type { Catalog } from '.';

const nl: Catalog = {
  // The document, its tags and the two documentation routes
  'Events Calendar REST API': 'REST-API van de evenementenkalender',
  'Events, venues, organizers, event categories and tags, compatible with The Events Calendar REST API v1 (tribe/events/v1). Every record exists once per language; the language of a request is its translation_language, else the language of its root (/fr/api/...), else the default language.':
    'Evenementen, locaties, organisatoren, evenementcategorieën en tags, compatibel met de REST-API v1 van The Events Calendar (tribe/events/v1). Elk record bestaat eenmaal per taal; de taal van een verzoek is zijn translation_language, anders de taal van zijn root (/fr/api/...), anders de standaardtaal.',
  'The namespace root this document was requested on':
    'De root van de namespace waarop dit document is opgevraagd',
  'The namespace index and this document': 'De index van de namespace en dit document',
  Events: 'Evenementen',
  Venues: 'Locaties',
  Organizers: 'Organisatoren',
  'Event categories': 'Evenementcategorieën',
  Tags: 'Tags',
  'List the routes of the namespace and their arguments':
    'De routes van de namespace en hun argumenten weergeven',
  'The namespace to describe': 'De te beschrijven namespace',
  'The context of the request; the index is the same in every context':
    'De context van het verzoek; de index is in elke context dezelfde',
  'The routes of the namespace and their arguments': 'De routes van de namespace en hun argumenten',
  'The OpenAPI 3.1 document of the namespace': 'Het OpenAPI 3.1-document van de namespace',
  'This document': 'Dit document',
  // Arguments shared by several routes (params/common.ts)
  'The archive page to return': 'De terug te geven pagina van de lijst',
  'The number of items to return on each page': 'Het aantal items per pagina',
  'The language of the records to read or write (a language code of the site)':
    'De taal van de te lezen of te schrijven records (een taalcode van de site)',
  'The password of password-protected records':
    'Het wachtwoord van met een wachtwoord beveiligde records',
  'The context of the request: "edit" shows protected content to callers who may edit it':
    'De context van het verzoek: "edit" toont beveiligde inhoud aan aanroepers die deze mogen bewerken',
  'The record ID': 'Het ID van het record',
  'The record slug': 'De slug van het record',
  'The post statuses to include, as a comma-separated list or an array':
    "De op te nemen berichtstatussen, als door komma's gescheiden lijst of als array",
  'The id of a record in another language: creates its version in translation_language':
    'Het ID van een record in een andere taal: maakt de versie ervan in translation_language aan',
  'Delete permanently instead of moving to the trash':
    'Definitief verwijderen in plaats van naar de prullenbak verplaatsen',
  // Events: routes and list arguments
  'List events as an iCalendar feed': 'Evenementen weergeven als iCalendar-feed',
  'List events': 'Evenementen weergeven',
  'Create an event': 'Een evenement aanmaken',
  'Read an event': 'Een evenement lezen',
  'Update an event': 'Een evenement bijwerken',
  'Trash or delete an event': 'Een evenement naar de prullenbak verplaatsen of verwijderen',
  'Read an event by slug': 'Een evenement lezen op slug',
  'Update an event by slug': 'Een evenement bijwerken op slug',
  'Trash or delete an event by slug':
    'Een evenement op slug naar de prullenbak verplaatsen of verwijderen',
  'Events that start on or after this date (default: now)':
    'Evenementen die op of na deze datum beginnen (standaard: nu)',
  'Events that end on or before this date (default: two years from now)':
    'Evenementen die op of vóór deze datum eindigen (standaard: over twee jaar)',
  'Events that start before this date': 'Evenementen die vóór deze datum beginnen',
  'Events that start after this date': 'Evenementen die na deze datum beginnen',
  'Events that end before this date': 'Evenementen die vóór deze datum eindigen',
  'Events that end after this date': 'Evenementen die na deze datum eindigen',
  'Use the dates exactly as given instead of widening them to whole days':
    'De datums precies zo gebruiken als opgegeven in plaats van ze tot hele dagen te verruimen',
  'Events whose title, description or excerpt contain this text':
    'Evenementen waarvan de titel, beschrijving of samenvatting deze tekst bevat',
  'Event category ids or slugs, comma-separated or an array':
    "ID's of slugs van evenementcategorieën, door komma's gescheiden of als array",
  'Tag ids or slugs, comma-separated or an array':
    "ID's of slugs van tags, door komma's gescheiden of als array",
  'Venue ids, comma-separated or an array':
    "ID's van locaties, door komma's gescheiden of als array",
  'Organizer ids, comma-separated or an array':
    "ID's van organisatoren, door komma's gescheiden of als array",
  'Only featured (true) or only non-featured (false) events':
    'Alleen uitgelichte (true) of alleen niet-uitgelichte (false) evenementen',
  'Only events whose venue has coordinates':
    'Alleen evenementen waarvan de locatie coördinaten heeft',
  'Latitude of the centre of a geographic search':
    'Breedtegraad van het middelpunt van een geografische zoekopdracht',
  'Longitude of the centre of a geographic search':
    'Lengtegraad van het middelpunt van een geografische zoekopdracht',
  'Radius of a geographic search, in kilometres':
    'Straal van een geografische zoekopdracht, in kilometers',
  'Only these event ids (the date window is ignored)':
    "Alleen deze evenement-ID's (de periode wordt genegeerd)",
  'Only the children of this event': 'Alleen de onderliggende evenementen van dit evenement',
  'Events with (true) or without (false) tickets; no event has tickets':
    'Evenementen met (true) of zonder (false) tickets; geen enkel evenement heeft tickets',
  // Events: write arguments (params/event-write.ts, event-links.ts)
  'The event title': 'De titel van het evenement',
  'The event description (HTML or Markdown)':
    'De beschrijving van het evenement (HTML of Markdown)',
  'The event excerpt': 'De samenvatting van het evenement',
  'The event slug': 'De slug van het evenement',
  'The id of the users-permissions user who is the author':
    'Het ID van de users-permissions-gebruiker die de auteur is',
  'The publication date in UTC': 'De publicatiedatum in UTC',
  'The event start, in the event timezone':
    'Het begin van het evenement, in de tijdzone van het evenement',
  'The event end, in the event timezone':
    'Het einde van het evenement, in de tijdzone van het evenement',
  'The event timezone: an IANA name or a UTC offset (default: the site timezone)':
    'De tijdzone van het evenement: een IANA-naam of een UTC-verschil (standaard: de tijdzone van de site)',
  'Whether the event lasts whole days': 'Of het evenement hele dagen duurt',
  'The id or URL of an image of the media library, or the http(s) URL of an image to download into it (image files only, from public addresses, within the size and time limits of the plugin options); null or "" removes it':
    'Het ID of de URL van een afbeelding uit de mediabibliotheek, of de http(s)-URL van een afbeelding om daarin te downloaden (alleen afbeeldingsbestanden, van openbare adressen, binnen de grootte- en tijdslimieten van de pluginopties); null of "" verwijdert deze',
  'The cost: a string, comma-separated values or an array of strings':
    "De kosten: een string, door komma's gescheiden waarden of een array van strings",
  'The event website URL': 'De URL van de website van het evenement',
  'Whether to show a map of the venue': 'Of er een kaart van de locatie wordt getoond',
  'Whether to show a link to a map of the venue':
    'Of er een link naar een kaart van de locatie wordt getoond',
  'Whether to leave the event out of lists': 'Of het evenement uit lijsten moet worden weggelaten',
  'Whether the event sticks to the top of month views':
    'Of het evenement bovenaan maandweergaven blijft staan',
  'Whether the event is featured': 'Of het evenement uitgelicht is',
  'Event categories: ids, slugs or names (created when missing), comma-separated or an array; [] or "" removes all':
    'Evenementcategorieën: ID\'s, slugs of namen (aangemaakt als ze ontbreken), door komma\'s gescheiden of als array; [] of "" verwijdert ze allemaal',
  'Tags: ids, slugs or names (created when missing), comma-separated or an array; [] or "" removes all':
    'Tags: ID\'s, slugs of namen (aangemaakt als ze ontbreken), door komma\'s gescheiden of als array; [] of "" verwijdert ze allemaal',
  'The venue: an id, {"id": id}, or venue fields to create one; null, "" or [] unlinks it':
    'De locatie: een ID, {"id": id} of locatievelden om er een aan te maken; null, "" of [] ontkoppelt haar',
  'The organizers: an id, or a list of ids, {"id": id} and organizer fields to create; null, "" or [] unlinks them':
    'De organisatoren: een ID, of een lijst van ID\'s, {"id": id} en aan te maken organisatorvelden; null, "" of [] ontkoppelt ze',
  'The post status (callers who may not publish get "pending" instead of "publish")':
    'De berichtstatus (aanroepers die niet mogen publiceren krijgen "pending" in plaats van "publish")',
  'A password that protects the event; null or "" removes it (never returned)':
    'Een wachtwoord dat het evenement beveiligt; null of "" verwijdert het (wordt nooit teruggegeven)',
  // Venues: routes and arguments (params/linked.ts)
  'List venues': 'Locaties weergeven',
  'Create a venue': 'Een locatie aanmaken',
  'Read a venue': 'Een locatie lezen',
  'Update a venue': 'Een locatie bijwerken',
  'Trash or delete a venue': 'Een locatie naar de prullenbak verplaatsen of verwijderen',
  'Read a venue by slug': 'Een locatie lezen op slug',
  'Update a venue by slug': 'Een locatie bijwerken op slug',
  'Trash or delete a venue by slug':
    'Een locatie op slug naar de prullenbak verplaatsen of verwijderen',
  'Venues whose name, description or details contain every word of this text':
    'Locaties waarvan de naam, beschrijving of gegevens elk woord van deze tekst bevatten',
  'Only the venues of this event': 'Alleen de locaties van dit evenement',
  'true: venues with at least one event (not a draft or pending); false: without':
    'true: locaties met minstens één evenement (geen concept of in afwachting); false: zonder',
  'Only venues with an event that has not started yet':
    'Alleen locaties met een evenement dat nog niet begonnen is',
  "The venue's name": 'De naam van de locatie',
  "The venue's description (HTML or Markdown)": 'De beschrijving van de locatie (HTML of Markdown)',
  "The venue's excerpt": 'De samenvatting van de locatie',
  "The venue's slug": 'De slug van de locatie',
  'The venue\'s address; "" clears it': 'Het adres van de locatie; "" wist het',
  'The venue\'s city; "" clears it': 'De plaats van de locatie; "" wist deze',
  'The venue\'s country; "" clears it': 'Het land van de locatie; "" wist het',
  'The venue\'s province; "" clears it': 'De provincie van de locatie; "" wist deze',
  'The venue\'s state; "" clears it': 'De staat van de locatie; "" wist deze',
  'The venue\'s zip; "" clears it': 'De postcode van de locatie; "" wist deze',
  'The venue\'s phone; "" clears it': 'Het telefoonnummer van de locatie; "" wist het',
  'The venue\'s stateprovince; "" clears it': 'De staat of provincie van de locatie; "" wist deze',
  'The venue\'s website URL; "" clears it': 'De URL van de website van de locatie; "" wist deze',
  'Whether to show a map ("true"/"false")': 'Of er een kaart wordt getoond ("true"/"false")',
  'Whether to show a link to a map ("true"/"false")':
    'Of er een link naar een kaart wordt getoond ("true"/"false")',
  'Latitude, -90 to 90; null clears it': 'Breedtegraad, -90 tot 90; null wist deze',
  'Longitude, -180 to 180; null clears it': 'Lengtegraad, -180 tot 180; null wist deze',
  'Accepted and ignored (TEC compatibility)': 'Geaccepteerd en genegeerd (compatibiliteit met TEC)',
  'A password that protects the record; null or "" removes it (never returned)':
    'Een wachtwoord dat het record beveiligt; null of "" verwijdert het (wordt nooit teruggegeven)',
  // Organizers: routes and arguments (params/linked.ts)
  'List organizers': 'Organisatoren weergeven',
  'Create an organizer': 'Een organisator aanmaken',
  'Read an organizer': 'Een organisator lezen',
  'Update an organizer': 'Een organisator bijwerken',
  'Trash or delete an organizer': 'Een organisator naar de prullenbak verplaatsen of verwijderen',
  'Read an organizer by slug': 'Een organisator lezen op slug',
  'Update an organizer by slug': 'Een organisator bijwerken op slug',
  'Trash or delete an organizer by slug':
    'Een organisator op slug naar de prullenbak verplaatsen of verwijderen',
  'Organizers whose name, description or details contain every word of this text':
    'Organisatoren waarvan de naam, beschrijving of gegevens elk woord van deze tekst bevatten',
  'Only the organizers of this event': 'Alleen de organisatoren van dit evenement',
  'true: organizers with at least one event (not a draft or pending); false: without':
    'true: organisatoren met minstens één evenement (geen concept of in afwachting); false: zonder',
  'Only organizers with an event that has not started yet':
    'Alleen organisatoren met een evenement dat nog niet begonnen is',
  "The organizer's name": 'De naam van de organisator',
  "The organizer's description (HTML or Markdown)":
    'De beschrijving van de organisator (HTML of Markdown)',
  "The organizer's excerpt": 'De samenvatting van de organisator',
  "The organizer's slug": 'De slug van de organisator',
  'The organizer\'s phone; "" clears it': 'Het telefoonnummer van de organisator; "" wist het',
  'The organizer\'s email; "" clears it': 'Het e-mailadres van de organisator; "" wist het',
  'The organizer\'s website URL; "" clears it':
    'De URL van de website van de organisator; "" wist deze',
  // Categories and tags: routes and arguments (params/terms.ts)
  'List categories': 'Categorieën weergeven',
  'Create an event category': 'Een evenementcategorie aanmaken',
  'Read an event category': 'Een evenementcategorie lezen',
  'Update an event category': 'Een evenementcategorie bijwerken',
  'Delete an event category permanently': 'Een evenementcategorie definitief verwijderen',
  'List tags': 'Tags weergeven',
  'Create a tag': 'Een tag aanmaken',
  'Read a tag': 'Een tag lezen',
  'Update a tag': 'Een tag bijwerken',
  'Delete a tag permanently': 'Een tag definitief verwijderen',
  'Terms whose name or slug contain this text': 'Termen waarvan de naam of slug deze tekst bevat',
  'Leave out these term ids': "Deze term-ID's weglaten",
  'Only these term ids': "Alleen deze term-ID's",
  'Sort direction: asc or desc': 'Sorteerrichting: asc of desc',
  'Sort by id, name, slug, count, term_group, description, parent, include, none (unknown values sort by name)':
    'Sorteren op id, name, slug, count, term_group, description, parent, include, none (onbekende waarden sorteren op naam)',
  'Leave out terms with no published event': 'Termen zonder gepubliceerd evenement weglaten',
  'Only the direct children of this category':
    'Alleen de directe subcategorieën van deze categorie',
  'Only the terms of this event': 'Alleen de termen van dit evenement',
  'Only the terms of this event (wins over post)':
    'Alleen de termen van dit evenement (gaat vóór post)',
  'Only the term with this slug': 'Alleen de term met deze slug',
  'The term name': 'De naam van de term',
  'The term description': 'De beschrijving van de term',
  'The term slug': 'De slug van de term',
  'The parent category id (0: none)': 'Het ID van de bovenliggende categorie (0: geen)',
  'Tags have no parent': 'Tags hebben geen bovenliggende term',
  // Responses, headers, request bodies and security schemes
  'One page of the matching records': 'Eén pagina van de overeenkomende records',
  'The record': 'Het record',
  'The created record': 'Het aangemaakte record',
  'The created record, or the existing record it repeats':
    'Het aangemaakte record, of het bestaande record dat het herhaalt',
  'The updated record': 'Het bijgewerkte record',
  'The trashed record, or the deleted record as it was (force)':
    'Het naar de prullenbak verplaatste record, of het verwijderde record zoals het was (force)',
  'The deleted record, as it was': 'Het verwijderde record, zoals het was',
  'A parameter is missing or invalid': 'Een parameter ontbreekt of is ongeldig',
  'A parameter is missing or invalid, or no record has this ID or slug in the language of the request':
    'Een parameter ontbreekt of is ongeldig, of geen record heeft dit ID of deze slug in de taal van het verzoek',
  'The route needs credentials and none were sent':
    'De route vereist inloggegevens en er zijn er geen meegestuurd',
  'The caller may not do this': 'De aanroeper mag dit niet doen',
  'No event has this ID or slug in the language of the request':
    'Geen evenement heeft dit ID of deze slug in de taal van het verzoek',
  'The requested page is past the last page': 'De gevraagde pagina ligt na de laatste pagina',
  'The record is already in the trash': 'Het record staat al in de prullenbak',
  'If-Match or If-None-Match does not hold: the record changed since the caller read it, and nothing was written':
    'If-Match of If-None-Match klopt niet: het record is gewijzigd sinds de aanroeper het las, en er is niets geschreven',
  'Nothing changed since the response whose ETag was sent in If-None-Match (or, for one record, since the date in If-Modified-Since)':
    'Er is niets gewijzigd sinds het antwoord waarvan de ETag in If-None-Match werd meegestuurd (of, voor één record, sinds de datum in If-Modified-Since)',
  'One page of the matching events as an iCalendar feed (RFC 5545)':
    'Eén pagina van de overeenkomende evenementen als iCalendar-feed (RFC 5545)',
  'Any other error (for example 413 or 500), in the same shape':
    'Elke andere fout (bijvoorbeeld 413 of 500), in dezelfde vorm',
  'The number of matching records': 'Het aantal overeenkomende records',
  'The number of pages': "Het aantal pagina's",
  'The next and previous pages (RFC 8288)': 'De volgende en vorige pagina (RFC 8288)',
  'A strong entity tag of the exact response: send it in If-None-Match to revalidate, or in If-Match to write only if the record is unchanged':
    'Een sterke entiteitstag van het exacte antwoord: stuur hem mee in If-None-Match om opnieuw te valideren, of in If-Match om alleen te schrijven als het record ongewijzigd is',
  'When the newest record in the response last changed':
    'Wanneer het nieuwste record in het antwoord het laatst is gewijzigd',
  'The URL of the created record': 'De URL van het aangemaakte record',
  'The fields to write, as JSON or form-encoded; fields not sent are left as they are':
    'De te schrijven velden, als JSON of formuliergecodeerd; niet meegestuurde velden blijven ongewijzigd',
  'A Strapi API token: full access, read-only, or custom with the actions of the routes it may call':
    'Een Strapi-API-token: volledige toegang, alleen-lezen, of aangepast met de acties van de routes die het mag aanroepen',
  'The JWT of a users-permissions user whose role holds the actions of the routes':
    'De JWT van een users-permissions-gebruiker wiens rol de acties van de routes heeft',
  // Schemas: events, venues and organizers
  'An event. Password-protected events the caller has not unlocked show empty content and null flags.':
    'Een evenement. Met een wachtwoord beveiligde evenementen die de aanroeper niet heeft ontgrendeld, tonen lege inhoud en null-vlaggen.',
  'The ID of this language version of the record': 'Het ID van deze taalversie van het record',
  'The ID of the record across sites: the site host and path, then ?id= and the ID':
    'Het ID van het record over sites heen: de host en het pad van de site, dan ?id= en het ID',
  'The global IDs the record comes from, its own included':
    "De globale ID's waar het record van afstamt, inclusief het eigen ID",
  'The ID of the author (a users-permissions user) as a numeric string; "0" when none':
    'Het ID van de auteur (een users-permissions-gebruiker) als numerieke string; "0" als er geen is',
  'The post status': 'De berichtstatus',
  'The publication date, in the site timezone': 'De publicatiedatum, in de tijdzone van de site',
  'The publication date, in UTC': 'De publicatiedatum, in UTC',
  'The date of the last change, in the site timezone':
    'De datum van de laatste wijziging, in de tijdzone van de site',
  'The date of the last change, in UTC': 'De datum van de laatste wijziging, in UTC',
  'The public page of the record': 'De openbare pagina van het record',
  'The URL of the record in this API': 'De URL van het record in deze API',
  'The description, as sanitised HTML': 'De beschrijving, als opgeschoonde HTML',
  'The excerpt, as sanitised HTML': 'De samenvatting, als opgeschoonde HTML',
  'The slug, unique per kind and language': 'De slug, uniek per soort en taal',
  'The image, or false when none': 'De afbeelding, of false als er geen is',
  'The start of the event, in the event timezone':
    'Het begin van het evenement, in de tijdzone van het evenement',
  'The end of the event, in the event timezone':
    'Het einde van het evenement, in de tijdzone van het evenement',
  'The start of the event, in UTC': 'Het begin van het evenement, in UTC',
  'The end of the event, in UTC': 'Het einde van het evenement, in UTC',
  'The parts of start_date': 'De onderdelen van start_date',
  'The parts of end_date': 'De onderdelen van end_date',
  'The parts of utc_start_date': 'De onderdelen van utc_start_date',
  'The parts of utc_end_date': 'De onderdelen van utc_end_date',
  'The event timezone: an IANA name or a UTC offset':
    'De tijdzone van het evenement: een IANA-naam of een UTC-verschil',
  'The abbreviation of the event timezone at the start of the event':
    'De afkorting van de tijdzone van het evenement bij het begin van het evenement',
  'The cost as shown to visitors, with the currency symbol':
    'De kosten zoals bezoekers ze zien, met het valutasymbool',
  'The event website; the public page of the event when none is set':
    'De website van het evenement; de openbare pagina van het evenement als er geen is ingesteld',
  'Whether the event is left out of lists': 'Of het evenement uit lijsten wordt weggelaten',
  'The event categories': 'De categorieën van het evenement',
  'The tags': 'De tags',
  'The venue, or an empty array when none': 'De locatie, of een lege array als er geen is',
  'The organizers': 'De organisatoren',
  'The schema.org JSON-LD of the record (single reads only)':
    'De schema.org-JSON-LD van het record (alleen bij het lezen van één record)',
  'The language of this version of the record': 'De taal van deze versie van het record',
  'Whether the event is a recurring event or one of its occurrences':
    'Of het evenement terugkerend is of een van zijn herhalingen',
  'The ID of the recurring event (the series) this is, or belongs to':
    'De ID van het terugkerende evenement (de reeks) dat dit is of waartoe het behoort',
  'The start of this occurrence in the rule, in the event timezone (its identity, like RECURRENCE-ID)':
    'Het begin van deze herhaling volgens de regel, in de tijdzone van het evenement (haar identiteit, zoals RECURRENCE-ID)',
  'The RFC 5545 rules (RRULE values)': 'De RFC 5545-regels (RRULE-waarden)',
  'List the occurrences of a recurring event':
    'De herhalingen van een terugkerend evenement oplijsten',
  'Makes the event recurring: RFC 5545 lines (RRULE, RDATE, EXDATE) or a bare rule, or {"rules": [...], "rdates": [...], "exdates": [...]} with dates in the event timezone; null or "" ends the recurrence':
    'Maakt het evenement terugkerend: RFC 5545-regels (RRULE, RDATE, EXDATE) of een losse regel, of {"rules": [...], "rdates": [...], "exdates": [...]} met datums in de tijdzone van het evenement; null of "" beëindigt de herhaling',
  'On an occurrence of a recurring event: change only this occurrence (default), this and the following ones, or the whole series (the default on the series itself)':
    'Op een herhaling van een terugkerend evenement: alleen deze herhaling wijzigen (standaard), deze en de volgende, of de hele reeks (standaard op de reeks zelf)',
  'List only the first occurrence of each recurring event in the window':
    'Alleen de eerste herhaling van elk terugkerend evenement in de periode oplijsten',
  'Occurrences that start on or after this date (default: the first)':
    'Herhalingen die op of na deze datum beginnen (standaard: de eerste)',
  'Occurrences that end on or before this date (default: the last stored)':
    'Herhalingen die op of voor deze datum eindigen (standaard: de laatst opgeslagen)',
  'One page of the occurrences': 'Eén pagina van de herhalingen',
  'A date': 'Een datum',
  'Dates added to the rules, in the event timezone':
    'Datums toegevoegd aan de regels, in de tijdzone van het evenement',
  'Dates excluded from the rules, in the event timezone':
    'Datums uitgesloten van de regels, in de tijdzone van het evenement',
  'The rules in words, in the language of the request':
    'De regels in woorden, in de taal van het verzoek',
  'The URL of the list of its occurrences': 'De URL van de lijst van zijn herhalingen',
  'The rules of a recurring event (on the series only)':
    'De regels van een terugkerend evenement (alleen op de reeks)',
  'The ID of every language version of the record, by language':
    'Het ID van elke taalversie van het record, per taal',
  'A venue. Empty values are left out, as TEC does.':
    'Een locatie. Lege waarden worden weggelaten, zoals TEC doet.',
  'An organizer. Empty values are left out, as TEC does.':
    'Een organisator. Lege waarden worden weggelaten, zoals TEC doet.',
  'The venue name': 'De naam van de locatie',
  'The organizer name': 'De naam van de organisator',
  'The image': 'De afbeelding',
  'The phone number': 'Het telefoonnummer',
  'The website': 'De website',
  'The e-mail address': 'Het e-mailadres',
  'The street address': 'Het adres',
  'The city': 'De plaats',
  'The country': 'Het land',
  'The province': 'De provincie',
  'The state': 'De staat',
  'The postal code': 'De postcode',
  'The state or province': 'De staat of provincie',
  'The latitude': 'De breedtegraad',
  'The longitude': 'De lengtegraad',
  // Schemas: terms, images, dates, costs
  'An event category': 'Een evenementcategorie',
  'A tag': 'Een tag',
  'An event category of an event': 'Een evenementcategorie van een evenement',
  'A tag of an event': 'Een tag van een evenement',
  'The ID of this language version of the term': 'Het ID van deze taalversie van de term',
  'The number of events of the term': 'Het aantal evenementen van de term',
  'The WordPress taxonomy of the term': 'De WordPress-taxonomie van de term',
  'The ID of the parent category; 0 when none':
    'Het ID van de bovenliggende categorie; 0 als er geen is',
  'Always empty (WordPress compatibility)': 'Altijd leeg (compatibiliteit met WordPress)',
  'Always 0 (WordPress compatibility)': 'Altijd 0 (compatibiliteit met WordPress)',
  'The same as id (WordPress compatibility)': 'Gelijk aan id (compatibiliteit met WordPress)',
  'Always "raw" (WordPress compatibility)': 'Altijd "raw" (compatibiliteit met WordPress)',
  'The public page of the term': 'De openbare pagina van de term',
  'HAL links of the term, on single reads and writes':
    'HAL-links van de term, bij het lezen van één term en bij schrijven',
  'The link target': 'Het doel van de link',
  'Links of one relation': 'Links van één relatie',
  'Links to the term in this API': 'Links naar de term in deze API',
  'The URL of the term in this API': 'De URL van de term in deze API',
  'The URL of the list of terms of its kind in this API':
    'De URL van de lijst met termen van dezelfde soort in deze API',
  'The URL of the parent term in this API, when there is one':
    'De URL van de bovenliggende term in deze API, als die er is',
  'An image of the media library': 'Een afbeelding uit de mediabibliotheek',
  'The URL of the full-size image': 'De URL van de afbeelding op volledige grootte',
  'The ID of the file in the media library': 'Het ID van het bestand in de mediabibliotheek',
  'The file extension': 'De bestandsextensie',
  'The width in pixels': 'De breedte in pixels',
  'The height in pixels': 'De hoogte in pixels',
  'The file size in bytes': 'De bestandsgrootte in bytes',
  'The other sizes of the image, by name': 'De andere formaten van de afbeelding, op naam',
  'One size of an image': 'Eén formaat van een afbeelding',
  'The MIME type': 'Het MIME-type',
  'The URL of the image in this size': 'De URL van de afbeelding in dit formaat',
  'The parts of a date, as zero-padded strings':
    'De onderdelen van een datum, als met nullen aangevulde strings',
  'The year, four digits': 'Het jaar, vier cijfers',
  'The month, two digits': 'De maand, twee cijfers',
  'The day, two digits': 'De dag, twee cijfers',
  'The hour, two digits': 'Het uur, twee cijfers',
  'The minutes, two digits': 'De minuten, twee cijfers',
  'The seconds, two digits': 'De seconden, twee cijfers',
  'The parts of the cost': 'De onderdelen van de kosten',
  'The currency symbol; empty when none': 'Het valutasymbool; leeg als er geen is',
  'The ISO 4217 currency code; empty when none': 'De ISO 4217-valutacode; leeg als er geen is',
  'Where the currency symbol goes; empty when there is none':
    'Waar het valutasymbool staat; leeg als er geen is',
  'The values of the cost, lowest first, as strings':
    'De bedragen van de kosten, laagste eerst, als strings',
  // Schemas: lists, errors, the namespace index and this document
  'One page of a list': 'Eén pagina van een lijst',
  'The records of this page': 'De records van deze pagina',
  'The URL of this page': 'De URL van deze pagina',
  'The URL of the next page, when there is one': 'De URL van de volgende pagina, als die er is',
  'The URL of the previous page, when there is one': 'De URL van de vorige pagina, als die er is',
  'An error, in the shape of the WordPress REST API':
    'Een fout, in de vorm van de WordPress REST-API',
  'The error code, e.g. rest_invalid_param': 'De foutcode, bijvoorbeeld rest_invalid_param',
  'The error message, in the language of the request':
    'Het foutbericht, in de taal van het verzoek',
  'The HTTP status, and for parameter errors the parameters at fault':
    'De HTTP-status en, bij parameterfouten, de betrokken parameters',
  'The HTTP status': 'De HTTP-status',
  'The missing parameters (a list), or the invalid ones with the reason (an object)':
    'De ontbrekende parameters (een lijst), of de ongeldige met de reden (een object)',
  'The error of each invalid parameter that has one, by parameter':
    'De fout van elke ongeldige parameter die er een heeft, per parameter',
  'The namespace index, in the shape of the WordPress REST API':
    'De index van de namespace, in de vorm van de WordPress REST-API',
  'The namespace': 'De namespace',
  'The routes, by WordPress route pattern': 'De routes, per WordPress-routepatroon',
  'Links to the namespace root and to its OpenAPI document':
    'Links naar de root van de namespace en naar het OpenAPI-document ervan',
  'One route of the namespace': 'Eén route van de namespace',
  'The namespace of the route': 'De namespace van de route',
  'The HTTP methods of the route': 'De HTTP-methoden van de route',
  'The HTTP methods of the endpoint': 'De HTTP-methoden van het endpoint',
  'The arguments of the endpoint, by name': 'De argumenten van het endpoint, op naam',
  'The endpoints of the route, one per group of methods':
    'De endpoints van de route, één per groep methoden',
  'Links to the route, for routes without path variables':
    'Links naar de route, voor routes zonder padvariabelen',
  'One argument of an endpoint': 'Eén argument van een endpoint',
  'The type of the argument': 'Het type van het argument',
  'What the argument does': 'Wat het argument doet',
  'The value used when the argument is not sent':
    'De waarde die wordt gebruikt als het argument niet wordt meegestuurd',
  'The values the argument accepts': 'De waarden die het argument accepteert',
  'The type of the items of a list argument': 'Het type van de items van een lijstargument',
  'Whether the argument must be sent': 'Of het argument moet worden meegestuurd',
  'An OpenAPI 3.1 document': 'Een OpenAPI 3.1-document',
  // Event status and attendance (params/event-status.ts, schemas.ts)
  'Only events with one of these attendance modes, as a comma-separated list or an array':
    'Alleen evenementen met een van deze deelnamevormen, als kommagescheiden lijst of als array',
  'Only events with one of these event statuses, as a comma-separated list or an array':
    'Alleen evenementen met een van deze statussen, als kommagescheiden lijst of als array',
  'The start before the last move of the published event':
    'Het begin vóór de laatste verplaatsing van het gepubliceerde evenement',
  'The start before the last move of the published event, in the event timezone; null when it never moved':
    'Het begin vóór de laatste verplaatsing van het gepubliceerde evenement, in de tijdzone van het evenement; null als het nooit verplaatst is',
  'Where people attend online: an http or https URL; null or "" removes it':
    'Waar men online deelneemt: een http- of https-URL; null of "" verwijdert hem',
  'Where people attend online; empty when none, or when the event is locked':
    'Waar men online deelneemt; leeg als er geen is, of als het evenement vergrendeld is',
  'Where people attend: offline (at the venue), online or mixed (null or "": offline)':
    'Waar men deelneemt: ter plaatse (op de locatie), online of beide (null of "": ter plaatse)',
  'Where people attend: offline (at the venue), online or mixed':
    'Waar men deelneemt: ter plaatse (op de locatie), online of beide',
  'Whether the event happens as planned (null or "": scheduled)':
    'Of het evenement doorgaat zoals gepland (null of "": gepland)',
  'Whether the event happens as planned': 'Of het evenement doorgaat zoals gepland',
  'Why the event is canceled, postponed, rescheduled or moved online (HTML or Markdown)':
    'Waarom het evenement geannuleerd, uitgesteld, verplaatst of online gezet is (HTML of Markdown)',
  'Why the event is canceled, postponed, rescheduled or moved online (HTML)':
    'Waarom het evenement geannuleerd, uitgesteld, verplaatst of online gezet is (HTML)',
  // The site’s own fields (params/site-fields.ts, docs/site-fields.ts)
  'The site’s own fields of the record, as {"<name>": value}; null or "" clears one (see the record’s custom_fields)':
    'De eigen velden van de site voor het record, als {"<naam>": waarde}; null of "" wist er een (zie custom_fields van het record)',
  'The site’s own fields that hold a value, by name, each with its label and value; [] when none':
    'De eigen velden van de site die een waarde hebben, op naam, elk met zijn label en waarde; [] als er geen zijn',
  'The members of an object argument, by name (the site’s own fields)':
    'De leden van een objectargument, op naam (de eigen velden van de site)',
};

export default nl;
