-- What shoppers call the catalogue's things in Yoruba (yo), Hausa (ha), Igbo (ig) and Nigerian Pidgin (pcm), so a
-- search in the shopper's own words finds them in any language of the shop. Terms are stored as search splits
-- them (search_words: lower case, tone marks, dots below and hooked letters folded), so each is written here
-- folded, with its spelling beside it. A term in two groups ("ose": soap in Yoruba, pepper in Igbo) finds both.
-- Not yet reviewed by native speakers (docs/storefront.md, 12.1); the admin edits them (Marketing, Search synonyms).
INSERT INTO "search_synonyms" ("terms") VALUES
	('{rice,iresi,shinkafa,osikapa}'),                          -- ìrẹsì (yo), shinkafa (ha), osikapa (ig)
	('{beans,ewa,wake,agwa}'),                                  -- ẹ̀wà (yo), wake (ha), agwa (ig)
	('{garri,gaari}'),                                          -- gààrí (yo)
	('{palm oil,epo pupa,manja,mmanu nkwu,red oil}'),           -- epo pupa (yo), manja (ha), mmanụ nkwụ (ig), red oil (pcm)
	('{vegetable oil,cooking oil,groundnut oil,ororo,man gyada}'), -- òróró (yo), man gyaɗa (ha)
	('{pepper,ata,barkono,ose}'),                               -- ata (yo), barkono (ha), ose (ig)
	('{soap,ose,sabulu,ncha}'),                                 -- ọṣẹ (yo), sabulu (ha), ncha (ig)
	('{black soap,ose dudu}'),                                  -- ọṣẹ dúdú (yo)
	('{phone,foonu,waya,ekwenti}'),                             -- fóònù (yo), waya (ha), ekwentị (ig)
	('{charger,saja,caja,chaja}'),                              -- ṣájà (yo), caja (ha), chaja (ig)
	('{milk,miliki,madara,mmiri ara}'),                         -- mílíìkì (yo), madara (ha), mmiri ara (ig)
	('{sugar,suga,sukari,shuga}'),                              -- ṣúgà (yo), sukari (ha), shuga (ig)
	('{fabric,ankara,aso,atamfa,akwa}'),                        -- aṣọ (yo), atamfa (ha), akwa (ig)
	('{gele,dankwali,ichafu}'),                                 -- gèlè (yo), ɗankwali (ha), ichafu (ig)
	('{pot,ikoko,tukunya,ite}'),                                -- ìkòkò (yo), tukunya (ha), ite (ig)
	('{chair,chairs,aga,kujera,oche}'),                         -- àga (yo), kujera (ha), oche (ig)
	('{mattress,katifa}'),                                      -- katifa (ha)
	('{pillow,irori,matashin kai,ohiri isi}'),                  -- ìrọ̀rí (yo), matashin kai (ha), ohiri isi (ig)
	('{mosquito net,awon efon,gidan sauro}'),                   -- àwọ̀n ẹ̀fọn (yo), gidan sauro (ha)
	('{football,boolu,kwallo}'),                                -- bọ́ọ̀lù (yo), ƙwallo (ha), bọọlụ (ig)
	('{shoes,boots,bata,takalmi}'),                             -- bàtà (yo), takalmi (ha)
	('{medicine,drugs,oogun,magani,ogwu}'),                     -- oògùn (yo), magani (ha), ọgwụ (ig)
	('{shea butter,ori,man kadanya,okwuma}'),                   -- òrí (yo), man kaɗanya (ha), okwuma (ig)
	('{fan,abebe,fanka}'),                                      -- abẹ̀bẹ̀ (yo), fanka (ha)
	('{tv,talabijin}'),                                         -- talabijin (ha)
	('{lantern,lamp,torch,atupa,fitila,oriona}'),               -- àtùpà (yo), fitila (ha), oriọna (ig)
	('{necklace,beads,ileke,sarka}'),                           -- ìlẹ̀kẹ̀ (yo), sarƙa (ha)
	('{mortar,odo,turmi,ikwe}'),                                -- odó (yo), turmi (ha), ikwe (ig)
	('{fridge,firiji}'),                                        -- firiji (ha)
	('{slippers,silifas}'),                                     -- silifas (ha)
	('{groceries,provisions,foodstuff}');                       -- what Nigerian English and Pidgin call them
