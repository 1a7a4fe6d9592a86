/**
 * Corrections to the GeoNames rows of places-ca.json, keyed by geonameId (the row's name is in the comment).
 */

/** GeoNames rows that are not cities or towns (regions, districts of an amalgamated city, neighbourhoods): geonameId → why. */
export const NOT_CITIES: Readonly<Record<number, string>> = {
  // Toronto
  6091104: 'district of Toronto since 1998 (a city until then)', // North York
  6948711: 'district of Toronto since 1998 (a city until then)', // Scarborough
  5950267: 'district of Toronto since 1998 (a city until then)', // Etobicoke
  7870925: 'district of Toronto since 1998 (a borough until then)', // East York
  8558534: 'neighbourhood of North York, Toronto', // Willowdale
  // Ottawa
  6087029: 'part of Ottawa since 2001 (a city until then)', // Nepean
  5989117: 'part of Ottawa since 2001 (a city until then)', // Kanata
  6173404: 'part of Ottawa since 2001 (a city until then)', // Vanier
  5898070: 'neighbourhood of Ottawa (Nepean)', // Bells Corners
  6115156: 'neighbourhood of Orléans, Ottawa', // Queenswood Heights
  12070742: 'neighbourhood of Orléans, Ottawa (GeoNames gives it the wrong province)', // Fallingbrook, "PE"
  6122081: 'village within the City of Ottawa since 2001', // Richmond, ON
  6094573: 'village within the City of Ottawa since 2001', // Osgoode
  6072470: 'village within the City of Ottawa since 2001', // Metcalfe
  5926968: 'village within the City of Ottawa since 2001', // Constance Bay
  // Hamilton
  8285452: 'part of Hamilton since 2001 (a town until then)', // Ancaster
  5901272: 'community of Hamilton (Glanbrook) since 2001', // Binbrook
  // Elsewhere in Ontario
  5926526: 'community within the City of Vaughan', // Concord
  12070764: 'part of Greater Sudbury since 2001 (a town until then)', // Valley East
  6117731: 'part of Greater Sudbury since 2001 (a town until then)', // Rayside-Balfour
  5916567: 'part of Greater Sudbury since 2001 (a town until then)', // Capreol
  6057842: 'community of Greater Sudbury', // Lively
  5888759: 'community of Greater Sudbury', // Azilda
  5942290: 'community of Greater Sudbury', // Dowling
  5906575: 'village within the City of Clarence-Rockland', // Bourget
  6085931: 'the town of Greater Napanee, already listed under that name (same coordinates)', // Napanee
  7870927: 'downtown of Napanee, not a town', // Napanee Downtown
  7870931: 'a skatepark in Napanee, not a town', // Skatepark
  6075359: 'neighbourhood of Niagara-on-the-Lake', // Mississauga Beach
  // Montréal and Laval
  6138610: 'borough of Montréal since 2002 (a city until then)', // Saint-Laurent
  6138625: 'borough of Montréal since 2002 (a city until then)', // Saint-Léonard
  6091314: 'neighbourhood of Montréal (Côte-des-Neiges–Notre-Dame-de-Grâce)', // Notre-Dame-de-Grâce
  6138791: 'neighbourhood of Montréal (Villeray–Saint-Michel–Parc-Extension)', // Saint-Michel
  6138980: 'neighbourhood of Montréal (Notre-Dame-de-Grâce)', // Saint-Raymond
  6139181: 'parish neighbourhood in the east end of Montréal', // Saint-Victor
  6137970: 'neighbourhood of Laval', // Saint-Elzéar
  6137576: 'locality within Terrebonne (Lachenaie sector)', // Saint-Charles
  // Elsewhere in Quebec
  11838435: 'borough of Québec City', // La Haute-Saint-Charles
  8131396: 'part of Lévis since 2002', // Breakeyville
  6942645: 'part of Gatineau since 2002 (a city until then)', // Buckingham
  10627796: 'neighbourhood of Gatineau', // le Plateau
  6137353: 'locality within Gatineau', // Saint-Alexandre (45.50, -75.75)
  7303786: 'part of Saguenay since 2002 (a city until then)', // Jonquière
  6126305: 'part of Sherbrooke since 2002 (a city until then)', // Rock Forest
  6107683: 'part of Trois-Rivières since 2002 (and GeoNames places it near Lac Saint-Jean)', // Pointe-du-Lac
  6137781: 'misplaced duplicate of Sainte-Catherine (6137780): its coordinates are in Trois-Rivières', // Sainte-Catherine
  6137557: 'part of Mirabel since 1971', // Saint-Canut
  12076633: 'part of Baie-Comeau since 1982', // Hauterive
  12076634: 'part of Rimouski since 2009', // Le Bic
  6071936: 'part of Beauharnois since 2002', // Melocheville
  6139047: 'part of Saint-Sauveur since 2002', // Saint-Sauveur-des-Monts
  5927234: 'part of Cookshire-Eaton since 2004', // Cookshire
  6072447: 'part of Métabetchouan–Lac-à-la-Croix since 1998', // Métabetchouan
  6943834: 'part of Carleton-sur-Mer since 2000', // Carleton
  6110611: 'misplaced duplicate of Pont-Rouge (8379100)', // Pont Rouge
  6050539: 'region (the Laurentians), not a town', // Laurentides
  // British Columbia
  7281931: 'region (the Okanagan valley), not a town', // Okanagan
  6178582: 'neighbourhood of Vancouver', // West End
  5886586: 'neighbourhood of Vancouver', // Arbutus Ridge
  7602078: 'community within the City of Delta', // Ladner
  6169661: 'community within the City of Delta', // Tsawwassen
  7669012: 'neighbourhood of the Township of Langley', // Walnut Grove
  12070754: 'eastern part of Aldergrove (Township of Langley)', // Aldergrove East
  6173865: 'misplaced duplicate of Vernon (6173864): its coordinates are on Vancouver Island', // Vernon
  12076649: 'neighbourhood of View Royal (Greater Victoria)', // Six Mile
  12076644: 'Islands Trust area; the island itself is the Denman Island row', // Denman Island Trust Area
  12076640: 'rural area south of Nanaimo, not a town', // North Oyster/Yellow Point
  // Alberta
  11791078: 'neighbourhood of Edmonton (Mill Woods)', // Mill Woods Town Centre
  11203928: 'neighbourhood of Edmonton (The Meadows)', // Silver Berry
  11203927: 'neighbourhood of Edmonton (The Meadows)', // Wild Rose
  11203933: 'neighbourhood of Edmonton (The Meadows)', // Larkspur
  11203930: 'neighbourhood of Edmonton (The Meadows)', // Tamarack
  11203929: 'neighbourhood of Edmonton (The Meadows)', // Laurel
  6065685: 'neighbourhood of Edmonton', // Maple Ridge, AB
  6122180: 'neighbourhood of Edmonton', // Rideau Park
  12070752: 'part of Cold Lake since 1996', // Grand Centre
  5985934: 'a resort hotel near Jasper, not a town', // Jasper Park Lodge
  // Atlantic
  5935277: 'community of the Halifax Regional Municipality since 1996 (a city until then)', // Dartmouth
  10287505: 'community of the Halifax Regional Municipality', // Lower Sackville
  7280414: 'community of the Halifax Regional Municipality', // Cole Harbour
  5951289: 'community of the Halifax Regional Municipality', // Fall River
  6048347: 'community of the Halifax Regional Municipality', // Lake Echo
  5931082: 'community of the Halifax Regional Municipality', // Cow Bay
  5948870: 'community of the Halifax Regional Municipality', // English Corner
  12070761: 'a residential subdivision (Kings County), not a town', // Hayes Subdivision
  5963821: "part of St. John's since 1992", // Goulds
};

/** The other official language's name where one is in common use: geonameId → { en?: string; fr?: string }. */
export const EXONYMS: Readonly<Record<number, { en?: string; fr?: string }>> = {
  6077243: { en: 'Montreal' }, // Montréal
  6325494: { en: 'Quebec City' }, // Québec
  6077315: { en: 'Mount Royal' }, // Mont-Royal
  6077265: { en: 'Montreal West' }, // Montréal-Ouest
  6077251: { en: 'Montreal East' }, // Montréal-Est
  6002133: { en: 'Brome Lake' }, // Lac-Brome
  5964700: { fr: 'Grand Sudbury' }, // Greater Sudbury
  6141439: { fr: 'Sault-Sainte-Marie' }, // Sault Ste. Marie
  6145668: { fr: 'Shédiac' }, // Shediac
  12076641: { fr: 'Baie-Sainte-Anne' }, // Baie Ste. Anne
};
