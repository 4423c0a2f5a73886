/** Portuguese phrase tables of the local scenario engine (Brazilian spelling where variants differ). */
import type { LanguagePack } from './language-pack';

export const pt: LanguagePack = {
  language: 'pt',
  quote: (text) => `“${text}”`,
  finish: (text) => text,
  templates: {
    'morning-kitchen': {
      title: 'Bancada da cozinha pela manhã',
      summary: 'O produto sobre uma bancada de madeira banhada de sol, em uma manhã calma e sem pressa.',
      scene:
        'O produto está sobre uma bancada de carvalho em uma cozinha aconchegante, ao lado de uma caneca fumegante, um pano de prato de linho e uma tigela de frutas frescas. A luz suave do dia entra por uma janela com cortinas leves e desenha sombras longas e delicadas. Os detalhes do cotidiano ficam levemente desfocados, para que o produto continue sendo o protagonista da imagem.',
    },
    'cosy-shelf': {
      title: 'Estante aconchegante na sala',
      summary: 'Uma estante acolhedora, decorada com livros, cerâmicas e plantas ao redor do produto.',
      scene:
        'O produto ocupa uma prateleira na altura dos olhos, em uma estante de sala decorada com livros empilhados, um pequeno vaso de cerâmica e uma planta pendente. Uma manta de tricô na poltrona logo abaixo traz textura e conforto. A composição é pessoal e cheia de vida, como se um cliente tivesse acabado de encontrar o lugar perfeito para ele em casa.',
    },
    'bathroom-vanity': {
      title: 'Bancada de banheiro iluminada',
      summary: 'Uma bancada de mármore impecável, com toalhas macias e reflexos suaves, ideal para um momento de autocuidado.',
      scene:
        'O produto repousa sobre uma bancada de mármore branco, ao lado de uma toalha de algodão dobrada, de um pequeno prato de vidro e de um raminho de eucalipto. Gotas de água e reflexos sutis na pedra transmitem frescor. A parede ao fundo é clara e serena, e a composição respira, como nos primeiros minutos tranquilos de um ritual de autocuidado.',
    },
    'outdoor-picnic': {
      title: 'Piquenique no parque',
      summary: 'Um piquenique descontraído sobre uma toalha de linho, à sombra das árvores e cheio de luz natural.',
      scene:
        'O produto está sobre uma toalha de linho xadrez em um parque ensolarado, cercado por uma cesta de vime, pão fresco, frutas e uma garrafa de vidro com limonada. As folhas ao fundo filtram a luz em manchas suaves. O clima é leve e descontraído: uma tarde espontânea com amigos ou em família.',
    },
    'cafe-table': {
      title: 'Mesa de café do bairro',
      summary: 'Uma mesa de granilite em um café charmoso, com uma xícara ao lado e um bokeh quente ao fundo.',
      scene:
        'O produto está sobre uma mesa redonda de granilite em um café charmoso do bairro, ao lado de uma xícara de cerâmica e de um caderno aberto. Ao fundo, o balcão e as pessoas que passam se dissolvem em um bokeh quente. Uma mão que entra pela borda do quadro deixa o momento autêntico, como uma foto tirada durante a pausa para o café.',
    },
    'desk-flatlay': {
      title: 'Mesa de trabalho vista de cima',
      summary: 'Uma composição organizada, vista de cima, com caderno, caneta e computador portátil ao redor do produto.',
      scene:
        'Uma composição vista de cima sobre um apoio de mesa de papel texturizado: o produto fica no centro, cercado com ordem por um caderno, uma caneta, o canto de um computador portátil, uma xícara e uma pequena planta. Tudo segue uma grade limpa, com bastante espaço entre os objetos. A sensação é de foco e produtividade, perfeita para um dia de trabalho intenso.',
    },
    'gift-unboxing': {
      title: 'Momento de abrir o presente',
      summary: 'O produto surge entre papel de seda e uma caixa com laço, com toda a alegria de abrir um presente.',
      scene:
        'O produto surge de uma caixa de presente aberta, forrada com papel de seda amassado, com uma fita de cetim solta e um cartão escrito à mão ao lado. Duas mãos levantam a tampa com cuidado e capturam a emoção do primeiro instante. O fundo é um degradê de cor suave, e a cena é calorosa, pessoal e pronta para ser compartilhada.',
    },
    'gym-bag': {
      title: 'Pronto para o treino',
      summary: 'Uma cena cheia de energia na academia, com bolsa esportiva, garrafa de água e toalha ao redor do produto.',
      scene:
        'O produto está sobre um banco de concreto em uma academia moderna, ao lado de uma bolsa esportiva aberta, uma garrafa de água, uma toalha e um par de tênis. A parede pintada ao fundo é limpa e gráfica. A luz nítida e as cores saturadas transmitem energia, disciplina e a motivação para começar o próximo treino.',
    },
    'beach-sand': {
      title: 'Verão na praia',
      summary: 'O produto na areia quente, com conchas e um céu de verão em degradê ao fundo.',
      scene:
        'O produto repousa sobre a areia lisa e morna, ao lado de uma toalha listrada, de óculos de sol e de algumas conchas. Ao fundo, o céu passa de um pêssego suave ao azul sobre um horizonte distante. Pegadas leves e uma brisa suave sugerem um dia de praia perfeito, relaxado e cheio de luz de verão.',
    },
    'botanical-greenhouse': {
      title: 'Estufa botânica',
      summary: 'Uma prateleira de vidro em uma estufa exuberante, com folhas e a umidade da manhã emoldurando o produto.',
      scene:
        'O produto está sobre uma prateleira de vidro dentro de uma estufa luminosa, emoldurado por samambaias, folhas de costela-de-adão e vasos de terracota. Uma leve névoa matinal e algumas gotas nas folhas trazem frescor. O cenário verde transmite ingredientes naturais, cuidado com o planeta e uma conexão tranquila com a natureza.',
    },
    'studio-plinth': {
      title: 'Pedestal minimalista de estúdio',
      summary: 'Um pedestal de concreto sobre fundo infinito: nada compete com o produto.',
      scene:
        'O produto é colocado sobre um pedestal simples de concreto, diante de um fundo infinito de estúdio. Uma luz suave e uniforme modela suas formas, com uma sombra delicada no chão. Não há objetos de cena e nada disputa a atenção: a composição limpa e precisa funciona igualmente bem em um catálogo, em uma loja virtual ou em um anúncio.',
    },
    'night-city-window': {
      title: 'Luzes da cidade à noite',
      summary: 'O produto sobre uma mesa de vidro junto à janela, com as luzes da cidade brilhando lá fora.',
      scene:
        'O produto está sobre uma mesinha de vidro diante de uma grande janela, com prédios de janelas acesas e postes de luz ao fundo. Os tons azulados e frios da noite encontram a luz quente de um abajur ao lado do produto. Os reflexos no vidro dão profundidade, e a atmosfera é urbana, sofisticada e um pouco cinematográfica.',
    },
    'festive-table': {
      title: 'Mesa de festa',
      summary: 'Uma mesa de celebração com velas, taças e um bokeh cintilante ao redor do produto.',
      scene:
        'O produto é o destaque de uma mesa de madeira posta para uma celebração, entre velas, taças, algumas etiquetas de presente e ramos da estação. Ao fundo, pisca-piscas se transformam em um bokeh cintilante. A cena é calorosa e generosa e evoca um jantar com as pessoas queridas e a alegria das festas de fim de ano.',
    },
    'ugc-handheld': {
      title: 'Foto espontânea na mão',
      summary: 'Uma foto espontânea, como se feita com o celular, de uma mão segurando o produto junto a uma janela clara.',
      scene:
        'Uma foto natural, no estilo de conteúdo feito por clientes: uma mão segura o produto em direção à câmera, diante de uma janela clara, com uma colcha de linho amarrotada logo abaixo. O enquadramento é levemente descentralizado, como um clique real de celular, e a luz é sincera e suave. Parece a recomendação genuína de alguém que adora o produto.',
    },
    'cinematic-hero': {
      title: 'Campanha cinematográfica',
      summary: 'Uma imagem de campanha dramática: o produto flutua sobre vidro espelhado, sob uma luz de contorno precisa.',
      scene:
        'Uma imagem de campanha com ar cinematográfico: o produto flutua logo acima de uma placa de vidro preto espelhado, iluminado por uma luz de contorno precisa que desenha sua silhueta. Uma névoa fina atravessa o degradê profundo de cor ao fundo, e o reflexo espelhado dá base à composição. O enquadramento é ousado e simétrico, com o contraste e o acabamento de uma grande campanha publicitária.',
    },
    'editorial-still-life': {
      title: 'Natureza-morta editorial',
      summary: 'Uma natureza-morta digna de revista, com pedestais escultóricos, mármore e sombras marcantes.',
      scene:
        'Uma natureza-morta editorial sofisticada, digna de capa de revista: o produto se ergue sobre uma placa de mármore com veios marcados, entre pedestais escultóricos e formas geométricas em tons complementares. O sol do fim da tarde atravessa a cena e projeta sombras gráficas de folhas de palmeira sobre o fundo infinito. Cada elemento está posicionado com intenção, e o resultado parece uma produção com direção de arte de um estúdio de design.',
    },
    'splash-campaign': {
      title: 'Explosão de frescor',
      summary: 'Uma explosão de água e ingredientes congelada em alta velocidade ao redor do produto.',
      scene:
        'Uma imagem publicitária dinâmica, congelada em alta velocidade: uma coroa de água cristalina explode ao redor do produto, que está sobre uma base de vidro, enquanto ingredientes e gotas voam pelo ar. O fundo infinito mantém tudo legível, e uma contraluz intensa faz cada gota brilhar. A foto transmite frescor, energia e o impacto de uma grande campanha.',
    },
    'rooftop-sunset': {
      title: 'Terraço ao pôr do sol',
      summary: 'Uma campanha de estilo de vida em um terraço urbano, com luz dourada e o bokeh da cidade ao fundo.',
      scene:
        'Uma campanha de estilo de vida inspiradora em um terraço urbano ao pôr do sol: o produto está sobre um parapeito de concreto, enquanto amigos conversam e riem, desfocados, ao fundo. O sol baixo e dourado cria reflexos de lente e sombras longas, e as luzes da cidade começam a brilhar como bokeh no horizonte. A atmosfera é calorosa, confiante e sociável, com o acabamento de um filme de marca.',
    },
    'nature-expedition': {
      title: 'Aventura na natureza',
      summary: 'Uma cena épica ao ar livre: o produto sobre um tronco com musgo, diante de um vale banhado de luz dourada.',
      scene:
        'Uma imagem épica ao ar livre: o produto repousa sobre um tronco coberto de musgo, na borda de uma floresta, com um vale e montanhas distantes surgindo da névoa da manhã. Feixes de luz dourada atravessam as árvores e iluminam as partículas no ar. A sensação de escala e aventura transforma o produto no companheiro ideal de uma grande expedição, como na campanha de uma marca de aventura de alto padrão.',
    },
  },
  weave: {
    both: [
      'Pensada para o público {audience}, a cena destaca o que torna o produto especial: {features}.',
      'A cena fala diretamente com o público {audience} e coloca em evidência os diferenciais do produto: {features}.',
    ],
    features: [
      'A cena coloca em evidência o que torna o produto especial: {features}.',
      'Cada detalhe reforça a principal promessa do produto: {features}.',
    ],
    audience: [
      'Cada detalhe foi pensado para conversar com o público {audience}.',
      'A composição foi criada para conquistar o público {audience}.',
    ],
    none: ['Cada detalhe foi escolhido para fazer do produto o protagonista da imagem.'],
  },
  lighting: {
    natural: 'Uma luz natural e equilibrada mantém as cores fiéis à realidade.',
    golden_hour: 'A luz quente da hora dourada traz um brilho suave e sombras longas.',
    night_light: 'Uma iluminação noturna, com luminárias quentes e sombras profundas, cria um clima intimista.',
    soft_morning: 'Uma luz matinal suave e difusa deixa a imagem fresca e arejada.',
  },
  style: {
    lifestyle: 'Fotografia de estilo de vida, autêntica e inspiradora.',
    studio: 'Fotografia de produto em estúdio, nítida e precisa.',
    cinematic: 'Visual cinematográfico, com contraste rico e profundidade.',
    natural: 'Visual natural, com poucos retoques e texturas orgânicas.',
    professional: 'Acabamento comercial profissional e impecável.',
    minimal: 'Estética minimalista, com bastante espaço livre.',
    vibrant: 'Cores vibrantes e saturadas, cheias de energia.',
  },
  shape: {
    tall: 'Um ângulo de câmera levemente baixo valoriza a altura do produto.',
    wide: 'Um enquadramento mais aberto deixa espaço dos dois lados do produto.',
    square: 'Um enquadramento equilibrado e centralizado mantém o foco no produto.',
  },
  accent: 'Detalhes em tom {colour} dialogam com as cores do próprio produto.',
  colours: {
    red: ['rosa antigo', 'bordô'],
    orange: ['terracota', 'ferrugem'],
    yellow: ['ocre claro', 'âmbar'],
    lime: ['pistache', 'oliva'],
    green: ['sálvia', 'verde-musgo'],
    teal: ['verde-menta', 'verde-petróleo'],
    cyan: ['azul-névoa', 'azul-petróleo'],
    blue: ['azul-acinzentado', 'azul-marinho'],
    indigo: ['lavanda', 'índigo'],
    purple: ['lilás', 'ameixa'],
    pink: ['rosa-claro', 'amora'],
  },
  motion: {
    moves: {
      push_in: 'Aproximação lenta da câmera em direção ao produto.',
      pull_out: 'Afastamento lento da câmera, revelando aos poucos todo o cenário.',
      pan_left: 'Panorâmica suave da câmera para a esquerda, percorrendo a cena.',
      pan_right: 'Panorâmica suave da câmera para a direita, percorrendo a cena.',
      orbit: 'Leve movimento orbital ao redor do produto, com uma paralaxe suave entre o primeiro plano e o fundo.',
    },
    subject: 'O produto permanece nítido e centralizado o tempo todo.',
    subjectWithFeatures: 'O produto ({features}) permanece nítido e centralizado o tempo todo.',
    scenario: 'Cenário: {scenario}.',
    closing: 'Movimento suave e contínuo, sem cortes, com luz realista e pouca profundidade de campo.',
  },
};
