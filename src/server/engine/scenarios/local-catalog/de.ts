/** German phrase tables of the local scenario engine (German quotation marks „…“). */
import type { LanguagePack } from './language-pack';

export const de: LanguagePack = {
  language: 'de',
  quote: (text) => `„${text}“`,
  finish: (text) => text,
  templates: {
    'morning-kitchen': {
      title: 'Küchentheke am Morgen',
      summary: 'Das Produkt auf einer sonnigen Arbeitsplatte aus Holz – Teil eines ruhigen, entspannten Morgens.',
      scene:
        'Das Produkt steht auf einer Arbeitsplatte aus Eichenholz in einer gemütlichen Küche, neben einer dampfenden Tasse, einem Geschirrtuch aus Leinen und einer Schale mit frischem Obst. Sanftes Tageslicht fällt durch ein Fenster mit leichten Vorhängen und zeichnet lange, weiche Schatten. Alltägliche Details bleiben leicht unscharf, damit das Produkt klar im Mittelpunkt des Bildes steht.',
    },
    'cosy-shelf': {
      title: 'Gemütliches Wohnzimmerregal',
      summary: 'Ein warmes, bewohntes Regal mit Büchern, Keramik und Pflanzen rund um das Produkt.',
      scene:
        'Das Produkt steht auf Augenhöhe in einem liebevoll dekorierten Wohnzimmerregal, umgeben von gestapelten Büchern, einer kleinen Keramikvase und einer Hängepflanze. Eine Strickdecke auf dem Sessel darunter sorgt für Textur und Behaglichkeit. Die Inszenierung wirkt persönlich und lebendig, als hätte jemand gerade den perfekten Platz dafür in den eigenen vier Wänden gefunden.',
    },
    'bathroom-vanity': {
      title: 'Helles Badezimmer',
      summary: 'Ein klarer Waschtisch aus Marmor mit weichen Handtüchern und sanften Reflexen – ideal für einen Moment der Selbstfürsorge.',
      scene:
        'Das Produkt steht auf einem Waschtisch aus weißem Marmor, neben einem gefalteten Baumwollhandtuch, einer kleinen Glasschale und einem Eukalyptuszweig. Wassertropfen und feine Reflexe auf dem Stein vermitteln Frische. Die Wand im Hintergrund ist hell und ruhig, und die Komposition hat Raum zum Atmen – wie die ersten stillen Minuten eines Pflegerituals.',
    },
    'outdoor-picnic': {
      title: 'Picknick im Park',
      summary: 'Ein entspanntes Picknick auf einer Leinendecke im Schatten der Bäume, getaucht in natürliches Licht.',
      scene:
        'Das Produkt liegt auf einer karierten Leinendecke in einem sonnigen Park, umgeben von einem Weidenkorb, frischem Brot, Obst und einer Glasflasche Limonade. Das Laub im Hintergrund filtert das Licht zu sanften Lichtflecken. Die Stimmung ist unbeschwert und gesellig – ein spontaner Nachmittag mit Freunden oder der Familie.',
    },
    'cafe-table': {
      title: 'Café-Tisch im Viertel',
      summary: 'Ein Terrazzotisch in einem Café um die Ecke, eine Tasse daneben und warmes Bokeh hinter dem Produkt.',
      scene:
        'Das Produkt steht auf einem runden Terrazzotisch in einem gemütlichen Café um die Ecke, neben einer Keramiktasse und einem aufgeschlagenen Notizbuch. Im Hintergrund verschwimmen Theke und Passanten zu warmem Bokeh. Eine Hand, die vom Bildrand ins Motiv greift, macht den Moment authentisch – wie ein Foto, das in der Kaffeepause entstanden ist.',
    },
    'desk-flatlay': {
      title: 'Schreibtisch von oben',
      summary: 'Eine aufgeräumte Aufnahme von oben mit Notizbuch, Stift und Laptop rund um das Produkt.',
      scene:
        'Eine Aufnahme von oben auf einer Schreibunterlage aus strukturiertem Papier: Das Produkt liegt in der Mitte, ordentlich umgeben von einem Notizbuch, einem Stift, der Ecke eines Laptops, einer Tasse und einer kleinen Pflanze. Alles folgt einem klaren Raster mit großzügigen Abständen. Das Bild strahlt Konzentration und Produktivität aus – perfekt für einen vollen Arbeitstag.',
    },
    'gift-unboxing': {
      title: 'Der Moment des Auspackens',
      summary: 'Das Produkt taucht zwischen Seidenpapier und einer Schachtel mit Schleife auf – die pure Freude am Auspacken.',
      scene:
        'Das Produkt taucht aus einer geöffneten Geschenkbox auf, die mit zerknittertem Seidenpapier ausgelegt ist; daneben liegen ein loses Satinband und eine handgeschriebene Karte. Zwei Hände heben behutsam den Deckel an und fangen die Spannung des ersten Augenblicks ein. Der Hintergrund ist ein sanfter Farbverlauf, und die Szene wirkt herzlich, persönlich und wie gemacht zum Teilen.',
    },
    'gym-bag': {
      title: 'Bereit fürs Training',
      summary: 'Eine energiegeladene Szene im Fitnessstudio mit Sporttasche, Trinkflasche und Handtuch rund um das Produkt.',
      scene:
        'Das Produkt steht auf einer Betonbank in einem modernen Fitnessstudio, neben einer geöffneten Sporttasche, einer Trinkflasche, einem Handtuch und einem Paar Turnschuhe. Die gestrichene Wand im Hintergrund ist klar und grafisch. Klares Licht und satte Farben vermitteln Energie, Disziplin und Lust auf die nächste Trainingseinheit.',
    },
    'beach-sand': {
      title: 'Sommer am Strand',
      summary: 'Das Produkt im warmen Sand, mit Muscheln und einem sommerlichen Himmel im Farbverlauf dahinter.',
      scene:
        'Das Produkt ruht auf glattem, warmem Sand, neben einem gestreiften Handtuch, einer Sonnenbrille und ein paar Muscheln. Dahinter geht der Himmel über einem fernen Horizont von zartem Pfirsich in Blau über. Leichte Fußspuren und eine sanfte Brise lassen an einen perfekten Strandtag denken – entspannt und voller Sommerlicht.',
    },
    'botanical-greenhouse': {
      title: 'Botanisches Gewächshaus',
      summary: 'Ein Glasregal in einem üppigen Gewächshaus, in dem Blätter und Morgenfeuchte das Produkt einrahmen.',
      scene:
        'Das Produkt steht auf einem Glasregal in einem hellen Gewächshaus, eingerahmt von Farnen, Monstera-Blättern und Terrakottatöpfen. Ein feiner Morgendunst und einige Tropfen auf den Blättern bringen Frische ins Bild. Die grüne Umgebung steht für natürliche Inhaltsstoffe, Respekt vor dem Planeten und eine ruhige Verbindung zur Natur.',
    },
    'studio-plinth': {
      title: 'Minimalistischer Studiosockel',
      summary: 'Ein Betonsockel vor nahtlosem Studiohintergrund: Nichts lenkt vom Produkt ab.',
      scene:
        'Das Produkt steht auf einem schlichten Betonsockel vor einem nahtlosen Studiohintergrund. Weiches, gleichmäßiges Licht modelliert seine Form, mit einem zarten Schatten auf dem Boden. Es gibt keine Requisiten, nichts lenkt ab: Die klare, präzise Komposition eignet sich gleichermaßen für einen Katalog, einen Onlineshop oder eine Anzeige.',
    },
    'night-city-window': {
      title: 'Lichter der Stadt bei Nacht',
      summary: 'Das Produkt auf einem Glastisch am Fenster, während draußen die Lichter der Stadt leuchten.',
      scene:
        'Das Produkt steht auf einem gläsernen Beistelltisch vor einem großen Fenster, im Hintergrund Häuser mit erleuchteten Fenstern und Straßenlaternen. Kühle, bläuliche Nachttöne treffen auf das warme Licht einer Lampe neben dem Produkt. Spiegelungen im Glas schaffen Tiefe, und die Atmosphäre wirkt urban, elegant und ein wenig filmisch.',
    },
    'festive-table': {
      title: 'Festlich gedeckter Tisch',
      summary: 'Ein festlicher Tisch mit Kerzen, Gläsern und funkelndem Bokeh rund um das Produkt.',
      scene:
        'Das Produkt steht im Mittelpunkt eines festlich gedeckten Holztischs, zwischen Kerzen, Gläsern, ein paar Geschenkanhängern und saisonalem Grün. Im Hintergrund verwandeln sich Lichterketten in funkelndes Bokeh. Die Szene ist warm und großzügig und erinnert an ein Abendessen mit den liebsten Menschen und an die Freude der Festtage.',
    },
    'ugc-handheld': {
      title: 'Spontanes Foto aus der Hand',
      summary: 'Ein spontanes Foto wie mit dem Handy aufgenommen: Eine Hand hält das Produkt vor ein helles Fenster.',
      scene:
        'Ein natürliches Foto im Stil von Kundeninhalten: Eine Hand hält das Produkt vor einem hellen Fenster in Richtung Kamera, darunter eine zerknitterte Tagesdecke aus Leinen. Der Bildausschnitt ist leicht außermittig wie bei einem echten Handyschnappschuss, und das Licht ist ehrlich und weich. Es wirkt wie die aufrichtige Empfehlung von jemandem, der das Produkt liebt.',
    },
    'cinematic-hero': {
      title: 'Filmisches Kampagnenmotiv',
      summary: 'Ein dramatisches Kampagnenbild: Das Produkt schwebt über spiegelndem Glas, gezeichnet von präzisem Konturlicht.',
      scene:
        'Ein Kampagnenmotiv mit filmischer Wirkung: Das Produkt schwebt knapp über einer Platte aus spiegelndem schwarzem Glas, beleuchtet von einem präzisen Konturlicht, das seine Silhouette nachzeichnet. Feiner Nebel zieht durch den tiefen Farbverlauf im Hintergrund, und eine Spiegelung verankert die Komposition. Der Bildaufbau ist mutig und symmetrisch, mit dem Kontrast und dem Feinschliff einer großen Werbekampagne.',
    },
    'editorial-still-life': {
      title: 'Editoriales Stillleben',
      summary: 'Ein magazinreifes Stillleben mit skulpturalen Sockeln, geädertem Marmor und grafischen Schatten.',
      scene:
        'Ein anspruchsvolles editoriales Stillleben, würdig eines Magazintitels: Das Produkt steht auf einer geäderten Marmorplatte zwischen skulpturalen Sockeln und geometrischen Formen in Komplementärtönen. Die Sonne des späten Nachmittags fällt durch die Szene und wirft grafische Schatten von Palmblättern auf den nahtlosen Hintergrund. Jedes Element ist bewusst platziert, und das Ergebnis wirkt wie ein von einem Designstudio inszeniertes Fotoshooting.',
    },
    'splash-campaign': {
      title: 'Explosion der Frische',
      summary: 'Eine Fontäne aus Wasser und Zutaten, in Hochgeschwindigkeit rund um das Produkt eingefroren.',
      scene:
        'Ein dynamisches Werbemotiv, in Hochgeschwindigkeit eingefroren: Eine Krone aus kristallklarem Wasser schießt rund um das Produkt empor, das auf einem Glassockel steht, während Zutaten und Tropfen durch die Luft fliegen. Der nahtlose Hintergrund hält alles übersichtlich, und starkes Gegenlicht lässt jeden Tropfen funkeln. Das Bild vermittelt Frische, Energie und die Wucht einer großen Kampagne.',
    },
    'rooftop-sunset': {
      title: 'Dachterrasse bei Sonnenuntergang',
      summary: 'Eine stimmungsvolle Kampagne auf einer Dachterrasse, mit goldenem Licht und Stadt-Bokeh hinter dem Produkt.',
      scene:
        'Eine inspirierende Kampagne auf einer städtischen Dachterrasse bei Sonnenuntergang: Das Produkt steht auf einer Betonbrüstung, während im unscharfen Hintergrund Freunde plaudern und lachen. Die tief stehende, goldene Sonne erzeugt Lichtreflexe und lange Schatten, und am Horizont beginnen die Lichter der Stadt als Bokeh zu leuchten. Die Atmosphäre ist warm, selbstbewusst und gesellig – mit der Anmutung eines Markenfilms.',
    },
    'nature-expedition': {
      title: 'Hinaus in die Wildnis',
      summary: 'Eine epische Naturszene: Das Produkt auf einem bemoosten Baumstamm vor einem Tal im goldenen Licht.',
      scene:
        'Ein episches Naturmotiv: Das Produkt ruht auf einem bemoosten Baumstamm am Waldrand, während ein Tal und ferne Berge aus dem Morgennebel auftauchen. Goldene Lichtstrahlen brechen durch die Bäume und bringen Schwebeteilchen in der Luft zum Leuchten. Das Gefühl von Weite und Abenteuer macht das Produkt zum idealen Begleiter einer großen Expedition – wie in der Kampagne einer hochwertigen Abenteuermarke.',
    },
  },
  weave: {
    both: [
      'Die Szene richtet sich an die Zielgruppe {audience} und rückt in den Vordergrund, was das Produkt besonders macht: {features}.',
      'Gedacht für die Zielgruppe {audience}, stellt die Szene die Stärken des Produkts in den Mittelpunkt: {features}.',
    ],
    features: [
      'Die Szene rückt in den Vordergrund, was das Produkt besonders macht: {features}.',
      'Jedes Detail unterstreicht das zentrale Versprechen des Produkts: {features}.',
    ],
    audience: [
      'Jedes Detail ist darauf ausgelegt, die Zielgruppe {audience} anzusprechen.',
      'Die Inszenierung ist ganz auf die Zielgruppe {audience} zugeschnitten.',
    ],
    none: ['Jedes Detail ist so gewählt, dass das Produkt im Mittelpunkt des Bildes steht.'],
  },
  lighting: {
    natural: 'Natürliches, ausgewogenes Tageslicht gibt die Farben naturgetreu wieder.',
    golden_hour: 'Warmes Licht der goldenen Stunde sorgt für sanften Glanz und lange Schatten.',
    night_light: 'Abendliche Beleuchtung mit warmen Lampen und tiefen Schatten schafft eine intime Stimmung.',
    soft_morning: 'Weiches, diffuses Morgenlicht verleiht dem Bild eine frische, luftige Anmutung.',
  },
  style: {
    lifestyle: 'Stimmungsvolle Alltagsfotografie, authentisch und inspirierend.',
    studio: 'Produktfotografie im Studio, scharf und präzise.',
    cinematic: 'Filmische Bildsprache mit sattem Kontrast und Tiefe.',
    natural: 'Natürliche Anmutung mit wenig Retusche und organischen Texturen.',
    professional: 'Professionelle, makellose Bildwirkung wie in der Werbung.',
    minimal: 'Minimalistische Ästhetik mit viel Freiraum.',
    vibrant: 'Lebendige, satte Farben voller Energie.',
  },
  shape: {
    tall: 'Eine leicht untersichtige Kameraperspektive betont die Höhe des Produkts.',
    wide: 'Ein weiterer Bildausschnitt lässt dem Produkt zu beiden Seiten Raum.',
    square: 'Ein ausgewogener, zentrierter Bildausschnitt hält den Fokus auf dem Produkt.',
  },
  accent: 'Akzente in {colour} greifen die Farbpalette des Produkts auf.',
  colours: {
    red: ['Altrosa', 'Bordeaux'],
    orange: ['Terrakotta', 'Rostbraun'],
    yellow: ['Hellocker', 'Bernstein'],
    lime: ['Pistazie', 'Oliv'],
    green: ['Salbeigrün', 'Moosgrün'],
    teal: ['Mint', 'Petrol'],
    cyan: ['Nebelblau', 'Petrolblau'],
    blue: ['Taubenblau', 'Marineblau'],
    indigo: ['Lavendel', 'Indigo'],
    purple: ['Flieder', 'Pflaume'],
    pink: ['Puderrosa', 'Beerenrot'],
  },
  motion: {
    moves: {
      push_in: 'Langsame Kamerafahrt auf das Produkt zu.',
      pull_out: 'Langsame Rückwärtsfahrt der Kamera, die nach und nach die ganze Szene zeigt.',
      pan_left: 'Sanfter Kameraschwenk nach links über die Szene.',
      pan_right: 'Sanfter Kameraschwenk nach rechts über die Szene.',
      orbit: 'Leichte Kreisbewegung um das Produkt mit sanfter Parallaxe zwischen Vorder- und Hintergrund.',
    },
    subject: 'Das Produkt bleibt durchgehend scharf und zentriert.',
    subjectWithFeatures: 'Das Produkt ({features}) bleibt durchgehend scharf und zentriert.',
    scenario: 'Szene: {scenario}.',
    closing: 'Gleichmäßige, ruhige Bewegung ohne Schnitte, mit realistischem Licht und geringer Schärfentiefe.',
  },
};
