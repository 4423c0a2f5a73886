/** Spanish phrase tables of the local scenario engine (neutral Spanish; Spain and Latin America alike). */
import type { LanguagePack } from './language-pack';

export const es: LanguagePack = {
  language: 'es',
  quote: (text) => `«${text}»`,
  finish: (text) => text,
  templates: {
    'morning-kitchen': {
      title: 'Encimera de cocina por la mañana',
      summary: 'El producto sobre una encimera de madera bañada por el sol, en una mañana tranquila y sin prisas.',
      scene:
        'El producto está sobre una encimera de roble en una cocina acogedora, junto a una taza humeante, un paño de cocina de lino y un cuenco de fruta fresca. La suave luz del día entra por una ventana con visillos ligeros y dibuja sombras largas y delicadas. Los detalles cotidianos quedan ligeramente desenfocados para que el producto siga siendo el gran protagonista de la imagen.',
    },
    'cosy-shelf': {
      title: 'Estantería acogedora del salón',
      summary: 'Una estantería cálida y con vida, decorada con libros, cerámicas y plantas alrededor del producto.',
      scene:
        'El producto ocupa un estante a la altura de los ojos en una estantería del salón, rodeado de libros apilados, un pequeño jarrón de cerámica y una planta colgante. Una manta de punto sobre el sillón de abajo aporta textura y confort. La composición resulta personal y llena de vida, como si un cliente acabara de encontrar en su casa el rincón perfecto para él.',
    },
    'bathroom-vanity': {
      title: 'Lavabo luminoso',
      summary: 'Un lavabo de mármol impecable, con toallas suaves y reflejos delicados, ideal para un momento de autocuidado.',
      scene:
        'El producto descansa sobre la encimera de mármol blanco de un lavabo, junto a una toalla de algodón doblada, un pequeño platillo de cristal y una ramita de eucalipto. Las gotas de agua y los sutiles reflejos sobre la piedra transmiten frescura. La pared del fondo es clara y serena, y la composición respira, como los primeros minutos tranquilos de un ritual de autocuidado.',
    },
    'outdoor-picnic': {
      title: 'Pícnic en el parque',
      summary: 'Un pícnic relajado sobre un mantel de lino, a la sombra de los árboles y lleno de luz natural.',
      scene:
        'El producto está sobre un mantel de lino a cuadros en un parque soleado, rodeado de una cesta de mimbre, pan recién hecho, fruta y una botella de cristal con limonada. Las hojas del fondo filtran la luz en manchas suaves. El ambiente es desenfadado y cercano: una tarde improvisada con amigos o en familia.',
    },
    'cafe-table': {
      title: 'Mesa de cafetería de barrio',
      summary: 'Una mesa de terrazo en una cafetería de barrio, con una taza al lado y un bokeh cálido detrás del producto.',
      scene:
        'El producto está sobre una mesa redonda de terrazo en una acogedora cafetería de barrio, junto a una taza de cerámica y una libreta abierta. Al fondo, la barra y los transeúntes se funden en un bokeh cálido. Una mano que asoma por el borde del encuadre hace que el momento resulte auténtico, como una foto tomada durante la pausa del café.',
    },
    'desk-flatlay': {
      title: 'Escritorio visto desde arriba',
      summary: 'Una composición ordenada vista desde arriba, con libreta, bolígrafo y portátil alrededor del producto.',
      scene:
        'Una composición cenital sobre un vade de papel texturizado: el producto ocupa el centro, rodeado con orden por una libreta, un bolígrafo, la esquina de un portátil, una taza y una pequeña planta. Todo sigue una cuadrícula limpia, con espacio generoso entre los objetos. La sensación es de concentración y productividad, perfecta para una jornada de trabajo intensa.',
    },
    'gift-unboxing': {
      title: 'El momento de abrir el regalo',
      summary: 'El producto asoma entre papel de seda y una caja con lazo, con toda la ilusión de abrir un regalo.',
      scene:
        'El producto asoma de una caja de regalo abierta, forrada con papel de seda arrugado, con una cinta de raso suelta y una tarjeta escrita a mano al lado. Dos manos levantan la tapa con cuidado y capturan la emoción del primer instante. El fondo es un degradado de color suave, y la escena resulta cálida, personal y lista para compartir.',
    },
    'gym-bag': {
      title: 'Listo para el gimnasio',
      summary: 'Una escena llena de energía en el gimnasio, con bolsa de deporte, botella de agua y toalla alrededor del producto.',
      scene:
        'El producto está sobre un banco de hormigón en un gimnasio moderno, junto a una bolsa de deporte abierta, una botella de agua, una toalla y unas zapatillas deportivas. La pared pintada del fondo es limpia y gráfica. La luz nítida y los colores saturados transmiten energía, disciplina y las ganas de empezar el próximo entrenamiento.',
    },
    'beach-sand': {
      title: 'Verano en la playa',
      summary: 'El producto sobre la arena cálida, con conchas y un cielo de verano en degradado detrás.',
      scene:
        'El producto descansa sobre arena lisa y templada, junto a una toalla de rayas, unas gafas de sol y algunas conchas. Detrás, el cielo pasa de un melocotón suave al azul sobre un horizonte lejano. Unas huellas ligeras y una brisa suave sugieren un día de playa perfecto, relajado y lleno de luz veraniega.',
    },
    'botanical-greenhouse': {
      title: 'Invernadero botánico',
      summary: 'Un estante de cristal en un invernadero frondoso, donde las hojas y la humedad matinal enmarcan el producto.',
      scene:
        'El producto se alza sobre un estante de cristal dentro de un invernadero luminoso, enmarcado por helechos, hojas de costilla de Adán y macetas de barro. Una fina bruma matinal y algunas gotas sobre las hojas aportan frescura. El entorno verde transmite ingredientes naturales, respeto por el planeta y una conexión serena con la naturaleza.',
    },
    'studio-plinth': {
      title: 'Pedestal minimalista de estudio',
      summary: 'Un pedestal de hormigón sobre fondo infinito: nada compite con el producto.',
      scene:
        'El producto se coloca sobre un sencillo pedestal de hormigón, delante de un fondo infinito de estudio. Una luz suave y uniforme modela sus formas, con una sombra delicada en el suelo. No hay atrezo y nada distrae la atención: la composición limpia y precisa funciona igual de bien en un catálogo, en una tienda en línea o en un anuncio.',
    },
    'night-city-window': {
      title: 'Luces de la ciudad de noche',
      summary: 'El producto sobre una mesa de cristal junto a la ventana, con las luces de la ciudad brillando afuera.',
      scene:
        'El producto está sobre una mesita auxiliar de cristal frente a un gran ventanal, con edificios de ventanas iluminadas y farolas al fondo. Los tonos azulados y fríos de la noche se encuentran con la luz cálida de una lámpara junto al producto. Los reflejos en el cristal aportan profundidad, y la atmósfera resulta urbana, sofisticada y algo cinematográfica.',
    },
    'festive-table': {
      title: 'Mesa de celebración',
      summary: 'Una mesa de celebración con velas, copas y un bokeh brillante alrededor del producto.',
      scene:
        'El producto es el protagonista de una mesa de madera preparada para una celebración, entre velas, copas, algunas etiquetas de regalo y ramas de temporada. Al fondo, las guirnaldas de luces se convierten en un bokeh brillante. La escena es cálida y generosa, y evoca una cena con los seres queridos y la alegría de las fiestas.',
    },
    'ugc-handheld': {
      title: 'Foto espontánea en la mano',
      summary: 'Una foto espontánea, como hecha con el teléfono, de una mano que sostiene el producto junto a una ventana luminosa.',
      scene:
        'Una foto natural, al estilo del contenido creado por clientes: una mano sostiene el producto hacia la cámara delante de una ventana luminosa, con una colcha de lino arrugada justo debajo. El encuadre está ligeramente descentrado, como una instantánea real hecha con el teléfono, y la luz es honesta y suave. Parece la recomendación sincera de alguien a quien le encanta el producto.',
    },
    'cinematic-hero': {
      title: 'Imagen de campaña cinematográfica',
      summary: 'Una imagen de campaña espectacular: el producto flota sobre cristal espejado bajo una luz de contorno precisa.',
      scene:
        'Una imagen de campaña de aire cinematográfico: el producto flota justo encima de una lámina de cristal negro espejado, iluminado por una luz de contorno precisa que dibuja su silueta. Una bruma fina atraviesa el profundo degradado de color del fondo, y un reflejo de espejo asienta la composición. El encuadre es audaz y simétrico, con el contraste y el acabado de una gran campaña publicitaria.',
    },
    'editorial-still-life': {
      title: 'Bodegón editorial',
      summary: 'Un bodegón digno de revista, con pedestales escultóricos, mármol veteado y sombras marcadas.',
      scene:
        'Un bodegón editorial sofisticado, digno de una portada de revista: el producto se alza sobre una placa de mármol veteado, entre pedestales escultóricos y formas geométricas en tonos complementarios. El sol de última hora de la tarde atraviesa la escena y proyecta sombras gráficas de hojas de palmera sobre el fondo infinito. Cada elemento está colocado con intención, y el resultado parece una sesión con dirección de arte de un estudio de diseño.',
    },
    'splash-campaign': {
      title: 'Explosión de frescura',
      summary: 'Una explosión de agua e ingredientes congelada a alta velocidad alrededor del producto.',
      scene:
        'Una imagen publicitaria dinámica, congelada a alta velocidad: una corona de agua cristalina estalla alrededor del producto, que descansa sobre una base de cristal, mientras ingredientes y gotas vuelan por el aire. El fondo infinito mantiene todo legible, y un contraluz intenso hace brillar cada gota. La imagen transmite frescura, energía y el impacto de una gran campaña.',
    },
    'rooftop-sunset': {
      title: 'Azotea al atardecer',
      summary: 'Una campaña de estilo de vida en una azotea urbana, con luz dorada y el bokeh de la ciudad detrás del producto.',
      scene:
        'Una campaña de estilo de vida inspiradora en una azotea urbana al atardecer: el producto descansa sobre un murete de hormigón mientras unos amigos charlan y ríen, desenfocados, al fondo. El sol bajo y dorado crea destellos de lente y sombras alargadas, y las luces de la ciudad empiezan a brillar como bokeh en el horizonte. La atmósfera es cálida, segura y sociable, con el acabado de una película de marca.',
    },
    'nature-expedition': {
      title: 'Rumbo a la naturaleza',
      summary: 'Una escena épica al aire libre: el producto sobre un tronco con musgo, ante un valle bañado de luz dorada.',
      scene:
        'Una imagen épica al aire libre: el producto descansa sobre un tronco cubierto de musgo, al borde de un bosque, con un valle y montañas lejanas que emergen de la niebla matinal. Haces de luz dorada atraviesan los árboles e iluminan las partículas en el aire. La sensación de inmensidad y aventura convierte el producto en el compañero ideal de una gran expedición, como en la campaña de una marca de aventura de alta gama.',
    },
  },
  weave: {
    both: [
      'Pensada para el público objetivo ({audience}), la escena destaca lo que hace único al producto: {features}.',
      'La escena habla directamente a su público ({audience}) y pone en primer plano las virtudes del producto: {features}.',
    ],
    features: [
      'La escena pone en primer plano lo que hace único al producto: {features}.',
      'Cada detalle refuerza la promesa principal del producto: {features}.',
    ],
    audience: [
      'Cada detalle está pensado para conectar con el público objetivo ({audience}).',
      'La puesta en escena está diseñada para conquistar al público objetivo ({audience}).',
    ],
    none: ['Cada detalle está elegido para convertir el producto en el protagonista de la imagen.'],
  },
  lighting: {
    natural: 'Una luz natural y equilibrada mantiene los colores fieles a la realidad.',
    golden_hour: 'La luz cálida de la hora dorada aporta un brillo suave y sombras alargadas.',
    night_light: 'Una iluminación nocturna, con lámparas cálidas y sombras profundas, crea un ambiente íntimo.',
    soft_morning: 'Una luz matinal suave y difusa da a la imagen un aire fresco y luminoso.',
  },
  style: {
    lifestyle: 'Fotografía de estilo de vida, auténtica e inspiradora.',
    studio: 'Fotografía de producto en estudio, nítida y precisa.',
    cinematic: 'Estética cinematográfica, con un contraste rico y profundidad.',
    natural: 'Aspecto natural, con pocos retoques y texturas orgánicas.',
    professional: 'Acabado comercial profesional e impecable.',
    minimal: 'Estética minimalista, con mucho espacio libre.',
    vibrant: 'Colores vivos y saturados, llenos de energía.',
  },
  shape: {
    tall: 'Un ángulo de cámara ligeramente bajo realza la altura del producto.',
    wide: 'Un encuadre más abierto deja espacio a ambos lados del producto.',
    square: 'Un encuadre centrado y equilibrado mantiene la atención en el producto.',
  },
  accent: 'Los detalles en tono {colour} dialogan con los colores del propio producto.',
  colours: {
    red: ['rosa empolvado', 'burdeos'],
    orange: ['terracota', 'óxido'],
    yellow: ['ocre claro', 'ámbar'],
    lime: ['pistacho', 'oliva'],
    green: ['salvia', 'verde musgo'],
    teal: ['menta', 'verde azulado'],
    cyan: ['azul niebla', 'azul petróleo'],
    blue: ['azul empolvado', 'azul marino'],
    indigo: ['lavanda', 'índigo'],
    purple: ['lila', 'ciruela'],
    pink: ['rosa palo', 'mora'],
  },
  motion: {
    moves: {
      push_in: 'Acercamiento lento de la cámara hacia el producto.',
      pull_out: 'Alejamiento lento de la cámara, que revela poco a poco todo el escenario.',
      pan_left: 'Paneo suave de la cámara hacia la izquierda, que recorre la escena.',
      pan_right: 'Paneo suave de la cámara hacia la derecha, que recorre la escena.',
      orbit: 'Ligero movimiento orbital alrededor del producto, con un paralaje suave entre el primer plano y el fondo.',
    },
    subject: 'El producto permanece nítido y centrado en todo momento.',
    subjectWithFeatures: 'El producto ({features}) permanece nítido y centrado en todo momento.',
    scenario: 'Escenario: {scenario}.',
    closing: 'Movimiento suave y continuo, sin cortes, con luz realista y poca profundidad de campo.',
  },
};
