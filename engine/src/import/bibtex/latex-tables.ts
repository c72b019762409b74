/** The LaTeX commands BibTeX files use for characters, accents and text styles, as data both ways. */

/** Accent commands and the Unicode combining mark each puts on the next letter. */
export const ACCENTS: Readonly<Record<string, string>> = {
  '`': '\u0300', "'": '\u0301', '^': '\u0302', '~': '\u0303', '=': '\u0304', u: '\u0306', '.': '\u0307',
  '"': '\u0308', r: '\u030A', H: '\u030B', v: '\u030C', d: '\u0323', c: '\u0327', k: '\u0328', b: '\u0331',
  t: '\u0361',
};

/** Accent commands by combining mark, for writing Unicode back as LaTeX. */
export const ACCENT_OF_MARK: ReadonlyMap<string, string> = new Map(Object.entries(ACCENTS).map(([cmd, mark]) => [mark, cmd]));

/** Commands that stand for one character or a fixed word. */
export const SYMBOLS: Readonly<Record<string, string>> = {
  ss: 'ß', SS: 'SS', o: 'ø', O: 'Ø', aa: 'å', AA: 'Å', ae: 'æ', AE: 'Æ', oe: 'œ', OE: 'Œ', l: 'ł', L: 'Ł',
  i: 'ı', j: 'ȷ', dh: 'ð', DH: 'Ð', th: 'þ', TH: 'Þ', ng: 'ŋ', NG: 'Ŋ', dj: 'đ', DJ: 'Đ',
  copyright: '©', textcopyright: '©', textregistered: '®', texttrademark: '™', dag: '†', ddag: '‡',
  textdagger: '†', textdaggerdbl: '‡', S: '§', P: '¶', textsection: '§', textparagraph: '¶', pounds: '£',
  textsterling: '£', euro: '€', texteuro: '€', textyen: '¥', textcent: '¢', textdollar: '$', textdegree: '°',
  textendash: '–', textemdash: '—', emdash: '—', endash: '–', Dash: '—', dash: '—', Slash: '/', psq: ' f.', psqq: ' ff.', adddot: '.', addcomma: ',', ldots: '…', dots: '…', textellipsis: '…', textbullet: '•',
  textquoteleft: '‘', textquoteright: '’', textquotedblleft: '“', textquotedblright: '”', textquotesingle: "'",
  textquotedbl: '"', guillemotleft: '«', guillemotright: '»', guillemetleft: '«', guillemetright: '»',
  guilsinglleft: '‹', guilsinglright: '›', quotedblbase: '„', quotesinglbase: '‚', textexclamdown: '¡',
  textquestiondown: '¿', textasciitilde: '~', textasciicircum: '^', textbackslash: '\\', textbar: '|',
  textless: '<', textgreater: '>', textunderscore: '_', textbraceleft: '{', textbraceright: '}',
  textperiodcentered: '·', textmu: 'µ', textdiv: '÷', texttimes: '×', textpm: '±', textordfeminine: 'ª',
  textordmasculine: 'º', textonehalf: '½', textonequarter: '¼', textthreequarters: '¾', textnumero: '№',
  slash: '/', space: ' ', quad: ' ', qquad: ' ', enspace: ' ', thinspace: ' ', nobreakspace: '\u00A0',
  // Logos that TeX bibliographies (bibnames.sty, texbook3.bib) use as commands.
  TeX: 'TeX', LaTeX: 'LaTeX', LaTeXe: 'LaTeX2ε', BibTeX: 'BibTeX', AMSTeX: 'AMS-TeX', AmSTeX: 'AMS-TeX',
  AMS: 'AMS', XeTeX: 'XeTeX', XeLaTeX: 'XeLaTeX', LuaTeX: 'LuaTeX', LuaLaTeX: 'LuaLaTeX', ConTeXt: 'ConTeXt',
  pdfTeX: 'pdfTeX', pdfLaTeX: 'pdfLaTeX', eTeX: 'e-TeX', MF: 'Metafont', MP: 'MetaPost', METAFONT: 'METAFONT',
  METAPOST: 'METAPOST', SliTeX: 'SliTeX', PiCTeX: 'PiCTeX', TUB: 'TUGboat', TUG: 'TUG', Xy: 'Xy', AmS: 'AMS',
  LAMSTeX: 'LAMS-TeX', AMSLaTeX: 'AMS-LaTeX', AmSLaTeX: 'AMS-LaTeX', AMSTEX: 'AMS-TeX', POSTSCRIPT: 'PostScript',
  PostScript: 'PostScript', WEB: 'WEB', CWEB: 'CWEB', FEATPOST: 'FeatPost', BibLaTeX: 'BibLaTeX', biblatex: 'biblatex', MuTeX: 'MuTeX', MusiXTeX: 'MusiXTeX', TeXXeT: 'TeX--XeT', iTeX: 'iTeX',
  // Math-mode letters and symbols, for titles that use them outside $...$ too.
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', varepsilon: 'ε', zeta: 'ζ', eta: 'η',
  theta: 'θ', vartheta: 'ϑ', iota: 'ι', kappa: 'κ', lambda: 'λ', mu: 'μ', nu: 'ν', xi: 'ξ', pi: 'π',
  varpi: 'ϖ', rho: 'ρ', varrho: 'ϱ', sigma: 'σ', varsigma: 'ς', tau: 'τ', upsilon: 'υ', phi: 'φ',
  varphi: 'φ', chi: 'χ', psi: 'ψ', omega: 'ω', Gamma: 'Γ', Delta: 'Δ', Theta: 'Θ', Lambda: 'Λ', Xi: 'Ξ',
  Pi: 'Π', Sigma: 'Σ', Upsilon: 'Υ', Phi: 'Φ', Psi: 'Ψ', Omega: 'Ω',
  times: '×', pm: '±', mp: '∓', cdot: '·', cdots: '⋯', le: '≤', leq: '≤', ge: '≥', geq: '≥', ne: '≠',
  neq: '≠', approx: '≈', sim: '∼', simeq: '≃', equiv: '≡', infty: '∞', partial: '∂', nabla: '∇', sum: '∑',
  prod: '∏', int: '∫', sqrt: '√', to: '→', rightarrow: '→', leftarrow: '←', Rightarrow: '⇒', Leftarrow: '⇐',
  leftrightarrow: '↔', in: '∈', notin: '∉', subset: '⊂', subseteq: '⊆', cup: '∪', cap: '∩', emptyset: '∅',
  forall: '∀', exists: '∃', neg: '¬', wedge: '∧', vee: '∨', oplus: '⊕', otimes: '⊗', circ: '∘', bullet: '•',
  langle: '⟨', rangle: '⟩', ell: 'ℓ', hbar: 'ħ', prime: '′', star: '⋆', ast: '∗', colon: ':', lbrace: '{',
  rbrace: '}', mid: '|', vert: '|', backslash: '\\', log: 'log', ln: 'ln', exp: 'exp', sin: 'sin', cos: 'cos',
  min: 'min', max: 'max', lim: 'lim', deg: 'deg', det: 'det', mod: 'mod', bmod: 'mod', pmod: 'mod',
};

/** One-character commands: escaped specials and spacing. */
export const CHAR_COMMANDS: Readonly<Record<string, string>> = {
  '&': '&', '%': '%', $: '$', _: '_', '#': '#', '{': '{', '}': '}', ' ': ' ', ',': ' ', ';': ' ', ':': ' ',
  '!': '', '-': '', '/': '', '\\': ' ', '@': '', '|': '|', '\n': ' ', '\r': ' ', '\t': ' ',
};

/** Commands with one argument whose text is kept, and the markup it gets in a title. */
export const STYLE_COMMANDS: Readonly<Record<string, 'i' | 'b' | 'sup' | 'sub' | ''>> = {
  textit: 'i', emph: 'i', textsl: 'i', mathit: 'i', textbf: 'b', mathbf: 'b', bm: 'b', boldsymbol: 'b',
  textsuperscript: 'sup', textsubscript: 'sub', textsc: '', textrm: '', textsf: '', texttt: '', textup: '',
  textmd: '', textnormal: '', mathrm: '', mathsf: '', mathtt: '', mathcal: '', mathbb: '', mathfrak: '',
  mbox: '', hbox: '', text: '', url: '', path: '', nolinkurl: '', uppercase: '', lowercase: '', MakeUppercase: '',
  MakeLowercase: '', ensuremath: '', operatorname: '', underline: '', uline: '', NoCaseChange: '', noopsort: '',
  sortnoop: '', bibstring: '', relax: '', enquote: '', foreignlanguage: '', hyphenation: '', ocirc: '',
  mkbibquote: '', textquote: '', mkbibemph: 'i', mkbibitalic: 'i', mkbibbold: 'b', mkbibsuperscript: 'sup',
};

/** Commands that switch a style on for the rest of their group: `{\em word}`. */
export const STYLE_SWITCHES: Readonly<Record<string, 'i' | 'b' | ''>> = {
  em: 'i', it: 'i', sl: 'i', itshape: 'i', slshape: 'i', bf: 'b', bfseries: 'b', sc: '', scshape: '', tt: '',
  ttfamily: '', rm: '', rmfamily: '', sf: '', sffamily: '', upshape: '', mdseries: '', normalfont: '', small: '',
  footnotesize: '', large: '', Large: '', tiny: '', huge: '', Huge: '', normalsize: '', scriptsize: '',
  displaystyle: '', textstyle: '', protect: '', relax: '', unskip: '', ignorespaces: '', noindent: '',
  par: '', newblock: '', nobreak: '', allowbreak: '', hfill: '', vfill: '', break: '', linebreak: '',
};

/** Commands whose first argument is dropped and whose second is kept: `\href{url}{text}`. */
export const SECOND_ARGUMENT_COMMANDS: ReadonlySet<string> = new Set(['href', 'foreignlanguage', 'textcolor', 'colorbox']);

/** Commands whose single argument is dropped entirely (sort keys, hyphenation hints). */
export const DROPPED_ARGUMENT_COMMANDS: ReadonlySet<string> = new Set(['noopsort', 'sortnoop', 'SortNoop', 'oopsort', 'hyphenation', 'phantom', 'hphantom', 'vphantom', 'label', 'index', 'cite', 'nocite', 'footnote']);

/** Characters written back as a LaTeX command when a file must stay ASCII, or always for TeX specials. */
export const LATEX_OF_CHAR: ReadonlyMap<string, string> = new Map<string, string>([
  ['ß', '{\\ss}'], ['ø', '{\\o}'], ['Ø', '{\\O}'], ['å', '{\\aa}'], ['Å', '{\\AA}'], ['æ', '{\\ae}'],
  ['Æ', '{\\AE}'], ['œ', '{\\oe}'], ['Œ', '{\\OE}'], ['ł', '{\\l}'], ['Ł', '{\\L}'], ['ı', '{\\i}'],
  ['ð', '{\\dh}'], ['Ð', '{\\DH}'], ['þ', '{\\th}'], ['Þ', '{\\TH}'], ['©', '{\\textcopyright}'],
  ['®', '{\\textregistered}'], ['™', '{\\texttrademark}'], ['§', '{\\S}'], ['¶', '{\\P}'], ['£', '{\\pounds}'],
  ['€', '{\\texteuro}'], ['…', '{\\ldots}'], ['‘', '{\\textquoteleft}'], ['’', '{\\textquoteright}'], ['“', '``'], ['”', "''"],
  ['«', '{\\guillemotleft}'], ['»', '{\\guillemotright}'], ['¡', '{\\textexclamdown}'], ['¿', '{\\textquestiondown}'],
  ['°', '{\\textdegree}'], ['×', '{\\texttimes}'], ['±', '{\\textpm}'], ['•', '{\\textbullet}'],
  ['†', '{\\dag}'], ['‡', '{\\ddag}'],
]);
