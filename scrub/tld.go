package scrub

import "strings"

// tlds holds the top-level domains an address may end in: every country code
// plus the generic TLDs that carry mail in practice. Written by hand (stdlib
// only, no network at build time); a TLD missing here costs recall only for
// addresses under it. Deliberately absent although delegated: "zip" and "mov"
// (file names far more often than mail) and "py", "md", "sh" (source files in
// code questions: "handler@utils.py").
var tlds = map[string]struct{}{}

func init() {
	for _, t := range strings.Fields(tldList) {
		tlds[t] = struct{}{}
	}
}

const tldList = `
ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm
bn bo br bs bt bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz
de dj dk dm do dz ec ee eg er es et eu fi fj fk fm fo fr ga gd ge gf gg gh gi gl
gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je
jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc
me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no
np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw qa re ro rs ru rw sa sb sc
sd se sg si sk sl sm sn so sr ss st su sv sx sy sz tc td tf tg th tj tk tl tm tn
to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw

com org net edu gov mil int info biz name pro aero coop museum jobs mobi travel
tel asia cat post arpa

app dev page new web site online website store shop tech cloud email mail inbox
xyz club design digital media news blog live life world today space host link
click top vip work works global group team tools systems network software studio
center city law legal health care clinic dental doctor hospital academy school
college university education training consulting finance financial capital money
bank insurance fund investments ventures partners holdings enterprises
industries international inc ltd llc gmbh marketing social chat zone run one
plus games game fun moe ninja rocks guru expert pub bar cafe restaurant pizza
wine beer coffee menu kitchen recipes food fit fitness yoga golf football soccer
tennis bike cars auto car taxi flights hotel hotels tours cruises vacations
holiday camp house home homes properties property realty estate land
construction builders contractors plumbing repair cleaning energy solar green
eco organic garden farm pet pets vet dog photo photos photography pictures
gallery art arts music band audio video film movie tv radio fm show events
tickets theater church faith family kids baby love dating wedding fashion style
clothing shoes jewelry watch watches beauty hair makeup skin spa salon tattoo
gift gifts shopping sale deals discount cheap coupons codes market markets trade
exchange trading ai io me co so ly gg
solutions services agency company business biz support help how report review
reviews science engineering engineer technology institute foundation charity
gives ngo ong org foo bar boo
internal local corp lan test localdomain intranet example invalid
insure insurance lawyer dentist doctor nurse vision zone how
cool best buzz guide tips wiki website one pictures computer computers
directory domains hosting server email express fast fyi icu ink kim land lol
mba men mom nyc london berlin paris tokyo amsterdam wien hamburg koeln bayern
quebec scot wales cymru swiss brussels barcelona madrid moscow istanbul nrw
ruhr saarland tirol vegas miami boston africa lat asia arab
google apple microsoft amazon aws youtube android chrome gmail firebase play
bmw audi ford toyota sony samsung ibm intel dell hp cisco oracle sap
adobe nike ikea hsbc citi visa amex paypal uber yahoo baidu alibaba
accountant accountants actor adult apartments associates attorney auction band
bargains bid bingo black blue boutique broker builders cab camera cards career
careers casa cash casino catering ceo charity christmas claims coach community
condos contact country coupons credit creditcard cricket dance date degree
delivery democrat diamonds diet direct domains earth energy engineering
equipment estate exposed fail fans farm feedback film fish florist flowers fly
forsale foundation frl fund furniture futbol gallery garden gay gmbh gold graphics
gratis gripe guitars hamburg haus healthcare hiphop hiv hockey horse host
immo immobilien industries ink institute irish jetzt kaufen kim kitchen kiwi
lawyer lease lgbt life lighting limited limo live loans lotto luxury maison
management market mba media memorial moda money mortgage navy network ninja
observer one ooo partners parts party photo physio pink place plus poker porn
press productions promo properties pub qpon quest racing recipes red rehab
reise reisen rent rentals repair report republican rest review rich rip rocks
rodeo run sale salon sarl school schule services sex sexy shiksha show singles
site ski soccer social software solar solutions soy space srl studio study
style sucks supplies supply support surf surgery systems tax taxi team tech
technology tennis theater tienda tips tires today tools top town toys trade
training tube university uno vacations ventures vet viajes video villas vin
vision vodka vote voting voto voyage wang watch webcam website wed wedding wiki
win wine work works world wtf xxx xyz yoga zone
cfd sbs cyou bond autos boats motorcycles yachts monster makeup xin gdn loan
stream download dad phd prof esq day meme channel bio eus gal bzh krd osaka
yokohama kyoto nagoya ltda
`
