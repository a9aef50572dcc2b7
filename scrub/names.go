package scrub

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// personNameRightBefore reports, right before start, a person's name: a
// given name of givenNames, then one to three more words in capitals (a
// surname, a second given name, "de", "van", "Al" between), then ", ",
// ": ", " (", " – ", " — ", " · ", " at ", a space or a column's padding (a
// relation in parentheses may stand before it: "Zoe Tran (sister)
// 0440536030"), and the number. A contact is
// given so in letters, mails and notes ("Mi gestor es Marta García,
// 707640710", "Assuré : Manon Moreau, 0743143990", "Sophie Wright
// 07757878473 · sophie.wright@…"), and no id is numbered after a person's
// name alone. A table's cell (a tab) is its column's, which says what it
// holds (a PESEL, a BSN after the name): never read here. The given name
// is what tells a name from two words in capitals ("Admission Number",
// "Nova Poshta", "Ihr Paket"), which before a number are its label.
func personNameRightBefore(s string, start int) bool {
	j := start
	closing := -1
	switch {
	case j >= 4 && s[j-1] == ' ' && s[j-2] == ')':
		closing = j - 2
	case j >= 5 && s[j-1] == ' ' && (s[j-2] == ':' || s[j-2] == ',') && s[j-3] == ')':
		closing = j - 3 // "Kasia Zielińska (parent): 739 354 328", "Nuria Etxeberria (marido), 729 853 258"
	}
	if closing > 0 {
		// A relation in parentheses between: "Zoe Tran (sister)
		// 0440…", "José Morales (dad) 55-…".
		k := closing - 1
		for k > 0 && closing-k < 20 && isAlpha(s[k]) {
			k--
		}
		if k < 1 || s[k] != '(' || s[k-1] != ' ' || k == closing-1 {
			return false
		}
		if wordIn(s[k+1:closing], relationWords) && capitalsBefore(s, k-1) {
			// A relation names a person: any name in capitals before
			// it will do, a given name alone too ("Authorized
			// pickup: Hannah (grandma) 786 303 4751", "Grace Foster
			// (babysitter) 0436…").
			return true
		}
		j = k
	}
	switch {
	case j >= 2 && (s[j-2:j] == ", " || s[j-2:j] == ": " || s[j-2:j] == " ("):
		j -= 2
	case j >= 4 && s[j-4:j] == " at ":
		j -= 4 // "my mom Destiny Robinson at 650 731 0302"
	case j >= 5 && (s[j-5:j] == " – " || s[j-5:j] == " — "):
		j -= 5
	case j >= 4 && s[j-4:j] == " · ":
		j -= 4
	case j >= 1 && s[j-1] == ' ':
		// One space, or a column's padding: a team sheet's "13
		// Sergio Etxeberria       93 670 54 17".
		for k := j - 1; k > 0 && j-k < 32 && s[k-1] == ' '; k-- {
			j = k
		}
		j--
	case j >= 1 && s[j-1] == '(' && j >= 2 && s[j-2] == ' ':
		j -= 2
	default:
		return false
	}
	// The words of the name, read back: each in capitals, or a surname's
	// particle between them.
	words := 0
	for words < 5 {
		k := j
		for k > 0 && j-k <= 24 && (isAlpha(s[k-1]) || s[k-1] >= 0x80 || s[k-1] == '\'' || s[k-1] == '-' && k < j) {
			k--
		}
		if k == j || j-k > 24 || s[k] == '-' || s[k] == '\'' {
			return false
		}
		w := s[k:j]
		if givenName(w) && words >= 1 && (k == 0 || !isAlpha(s[k-1]) && s[k-1] < 0x80 && s[k-1] != '.' && s[k-1] != '@') {
			return true
		}
		if (k == 0 || s[k-1] == '\n') && isUpper(w[0]) && wordIn(w, relationWords) {
			return true // a contact list's line: "Dad 909 452 4394", "Aunt Lisa 305 517 7237"
		}
		if !surnameWord(w) {
			return false
		}
		words++
		if k < 2 || s[k-1] != ' ' {
			return false
		}
		j = k - 1
	}
	return false
}

// relationWords name a person by what they are to the writer.
var relationWords = []string{"mother", "mom", "mum", "mommy", "father", "dad", "daddy", "sister", "brother", "son", "daughter",
	"wife", "husband", "partner", "grandma", "grandpa", "granny", "grandmother", "grandfather", "aunt", "uncle", "cousin",
	"niece", "nephew", "babysitter", "nanny", "neighbour", "neighbor", "friend", "boss", "landlord", "landlady", "roommate",
	"flatmate", "coach", "mamá", "papá", "madre", "padre", "hermana", "hermano", "abuela", "abuelo", "tía", "tío", "vecino",
	"vecina", "mère", "père", "sœur", "frère", "voisin", "voisine", "Mutter", "Vater", "Schwester", "Bruder", "Oma", "Opa",
	"Nachbar", "Nachbarin", "mãe", "pai", "irmã", "irmão", "vizinho", "vizinha", "mamma", "papà", "nonna", "nonno",
	"marido", "esposa", "esposo", "mujer", "mulher", "pareja", "hijo", "hija", "filho", "filha", "novia", "novio",
	"mari", "femme", "fils", "fille", "Mann", "Frau", "Sohn", "Tochter", "moglie", "figlio", "figlia"}

// capitalsBefore reports one or two words in capitals ending at s[e] (a
// name: "Hannah", "Grace Foster"), after a blank, a colon or the text's
// start.
func capitalsBefore(s string, e int) bool {
	j := e
	for n := 0; n < 2; n++ {
		k := j
		for k > 0 && j-k <= 24 && (isAlpha(s[k-1]) || s[k-1] >= 0x80 || s[k-1] == '\'' || s[k-1] == '-') {
			k--
		}
		if k == j || !surnameWord(s[k:j]) {
			return false
		}
		if k == 0 || s[k-1] == '\n' || s[k-1] == ':' || k >= 2 && s[k-1] == ' ' && (s[k-2] == ':' || s[k-2] == ',' || s[k-2] == '\n' || s[k-2] == '-') {
			return true
		}
		if s[k-1] != ' ' {
			return false
		}
		j = k - 1
	}
	return smallWordBefore(s, j)
}

// smallWordBefore reports a word in small letters ending at s[j] ("call
// Grace Foster"): the name's words start after it.
func smallWordBefore(s string, j int) bool {
	k := j
	for k > 0 && j-k <= 24 && isAlpha(s[k-1]) {
		k--
	}
	return k < j && s[k]-'a' < 26
}

// surnameWord reports a word that may stand in a name after its given name:
// in capitals with a small letter after the first ("García", "O'Brien",
// "Smith-Jones", not "ACME"), or a particle of a surname.
func surnameWord(w string) bool {
	switch w {
	case "de", "da", "das", "do", "dos", "del", "della", "di", "du", "van", "von", "der", "den", "ten", "ter", "la", "le", "y", "bin", "binti", "al", "el":
		return true
	}
	r, n := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) || n >= len(w) {
		return false
	}
	r2, n2 := utf8.DecodeRuneInString(w[n:])
	if r2 == '\'' && n+n2 < len(w) {
		r2, _ = utf8.DecodeRuneInString(w[n+n2:]) // "O'Brien", "D'Souza"
		return unicode.IsUpper(r2)
	}
	return unicode.IsLower(r2)
}

// givenName reports w as a given name of givenNames.
func givenName(w string) bool {
	_, ok := givenNameSet()[w]
	return ok
}

// givenNameSmall reports w as a given name written with its first letter
// small ("pablo"), looked up without building a string.
func givenNameSmall(w string) bool {
	var buf [24]byte
	if len(w) > len(buf) || w[0]-'a' >= 26 {
		return false
	}
	n := copy(buf[:], w)
	buf[0] -= 'a' - 'A'
	_, ok := givenNameSet()[string(buf[:n])]
	return ok
}

// givenNameSet is givenNames as a set, built on first use: it is asked only
// of numbers nothing else has labelled.
var givenNameSet = sync.OnceValue(func() map[string]struct{} {
	m := make(map[string]struct{}, 1400)
	for _, n := range strings.Fields(givenNames) {
		m[n] = struct{}{}
	}
	return m
})

// givenNames are common given names of the languages the corpora write,
// as they are spelled in Latin letters (with their accents, and without
// where people often drop them). Names that are also words written in
// capitals before a number ("May", "Will", "Grace") are left out.
const givenNames = `
Aaliyah Aaron Abby Abigail Adam Adrian Aiden Alan Albert Alex Alexa Alexander Alexandra Alexis Alice Alicia Alison Allison Alyssa Amanda Amber Amelia Amy Andrea Andrew Andy Angela Angelica Anita Ann Anna Anne Annie Anthony Antonio Archie Arthur Ashley Audrey Austin Ava Bailey Barbara Ben Benjamin Beth Betty Beverly Billy Blake Bob Bobby Bonnie Brad Bradley Brandon Brenda Brian Brianna Bridget Brittany Brooke Bruce Bryan Caleb Callum Cameron Carl Carla Carol Caroline Carolyn Carter Catherine Charles Charlie Charlotte Chelsea Cheryl Chloe Chris Christian Christina Christine Christopher Cindy Claire Clara Colin Connor Courtney Craig Crystal Cynthia Dakota Dale Dan Dana Daniel Danielle Danny Darius Darnell Darren Dave David Dawn Dean Deborah Debra Denise Dennis Derek Destiny Diana Diane Dominic Donald Donna Doris Dorothy Douglas Dylan Ed Eddie Edward Eileen Elaine Eleanor Eli Elijah Elizabeth Ella Ellie Emily Emma Eric Erica Erin Ethan Evan Evelyn Faye Fiona Frances Frank Fred Gabriel Gabriella Gary Gavin George Georgia Gerald Gloria Gordon Greg Gregory Hailey Hamish Hannah Harold Harper Harrison Harry Hayden Hazel Heather Helen Henry Holly Ian Imogen Isaac Isabel Isabella Isla Jack Jackson Jacob Jacqueline Jade Jake James Jamie Jan Jane Janet Janice Jared Jasmine Jason Jayden Jeff Jeffrey Jenna Jennifer Jenny Jeremy Jerome Jerry Jesse Jessica Jill Jim Jimmy Joan Joanna Joe Joel John Johnny Jon Jonathan Jordan Joseph Josh Joshua Joyce Judith Judy Julia Julian Julie Justin Kaitlyn Karen Kate Katherine Kathleen Kathryn Kathy Katie Kayla Keisha Keith Kelly Kelsey Ken Kenneth Kerry Kevin Kim Kimberly Kirsty Kristen Kyle Lachlan Lakisha Lance Larry Latisha Latoya Laura Lauren Lawrence Leah Lee Leo Leon Leslie Liam Lily Linda Lindsay Lisa Logan Lois Lori Louis Louise Lucas Lucy Luke Lydia Lynn Madison Maggie Malik Mandy Margaret Maria Marie Marilyn Mark Martha Martin Marvin Mary Mason Matilda Matt Matthew Megan Melanie Melissa Mia Michael Michelle Mike Mildred Molly Monica Morgan Nancy Naomi Natalie Nathan Neil Nicholas Nick Nicole Noah Nora Olivia Oliver Oscar Owen Paige Pamela Patricia Patrick Paul Paula Peggy Penny Peter Philip Phoebe Phyllis Poppy Rachel Ralph Randy Ray Raymond Rebecca Reggie Rhys Richard Rick Riley Rita Rob Robert Robin Rodney Roger Ronald Rosie Ruby Russell Ruth Ryan Sally Samantha Samuel Sandra Sara Sarah Scarlett Scott Sean Seth Shane Shannon Sharon Shawn Sheila Shirley Siobhan Sophia Sophie Spencer Stacy Stanley Stephanie Stephen Steve Steven Stuart Sue Susan Sydney Tamika Tanya Tara Taylor Teresa Terrence Terry Theresa Thomas Tiffany Tim Timothy Tina Toby Todd Tom Tommy Tony Tracy Travis Trevor Troy Tyler Tyrone Valerie Vanessa Victor Victoria Vincent Virginia Walter Wayne Wendy William Willie Wyatt Zachary Zoe Zoë
Adriana Agustín Alba Alberto Alejandra Alejandro Alfonso Alfredo Alicia Álvaro Alvaro Amparo Ana Andrés Andres Ángel Angel Antonia Araceli Ariadna Armando Arturo Beatriz Benito Blanca Bruno Camila Carlos Carmen Carolina Catalina Cecilia Celia Concepción Cristian Cristina Daniela Diego Dolores Eduardo Elena Emilia Emilio Enrique Esperanza Esteban Esther Eva Federico Felipe Fernanda Fernando Francisca Francisco Gabriela Gerardo Gonzalo Graciela Guadalupe Guillermo Gustavo Héctor Hector Hugo Ignacio Inés Ines Irene Isabel Jaime Javier Jesús Jesus Jimena Joaquín Joaquin Jorge José Jose Josefa Juan Juana Julio Lorena Lucía Lucia Luis Luisa Lupita Manuel Manuela Marco Marcos Margarita Mariana Marisol Marta Martín Mateo Matías Matias Mercedes Miguel Mónica Nicolás Nicolas Nuria Óscar Pablo Paola Patricia Paula Pedro Pilar Rafael Ramón Ramon Raquel Raúl Raul Ricardo Roberto Rocío Rocio Rodrigo Rosa Rosario Salvador Santiago Sergio Silvia Sofía Sofia Susana Teresa Tomás Valentina Valeria Verónica Veronica Víctor Ximena Yolanda
Adriano Alessandra Alessandro Alessia Andrea Angelo Antonella Beatrice Bianca Carlo Chiara Claudia Claudio Cristiano Daniele Davide Elisa Emanuele Enrico Fabio Federica Filippo Francesca Francesco Gabriele Giacomo Gianluca Gianni Giorgia Giorgio Giovanna Giovanni Giulia Giulio Giuseppe Ilaria Leonardo Lorenzo Luca Lucio Marcello Marina Mario Martina Massimo Matteo Maurizio Michela Michele Nicola Paolo Pietro Riccardo Roberta Salvatore Serena Silvio Simona Simone Stefania Stefano Tommaso Valerio Vittoria
Adriano Antônio Bárbara Beatriz Caio Débora Eduarda Fábio Flávia Gabriel Guilherme Gustavo Heloísa Igor Inês Isadora Joana João Joao Juliana Júlia Larissa Leandro Letícia Lívia Luana Luíza Luiza Marcelo Márcia Matheus Mayara Murilo Natália Nuno Otávio Patrícia Rafaela Renata Rodrigo Rui Sebastião Tatiana Thiago Tiago Vinícius Vitor Vitória
Adèle Adrien Agnès Alain Amandine Anaïs Antoine Arnaud Aurélie Baptiste Benoît Bernard Camille Capucine Cécile Céline Chantal Charles Chloé Christophe Clément Clémence Damien Delphine Denis Didier Dominique Élise Elise Élodie Elodie Émilie Emilie Emma Étienne Fabien Florence Florian François Francois Frédéric Gaëlle Geneviève Guillaume Hélène Helene Hervé Inès Isabelle Jacques Jean Jeanne Jérôme Joëlle Julie Julien Juliette Laetitia Laure Laurent Léa Lea Léo Léon Lucas Lucie Luc Madeleine Manon Marc Margaux Marine Mathieu Mathilde Maxime Mélanie Michel Monique Nathalie Nicolas Noémie Océane Olivier Pascal Pauline Philippe Pierre Quentin Raphaël Rémi Romain Sandrine Sébastien Sébastien Simon Solène Stéphane Stéphanie Sylvie Théo Thierry Valérie Véronique Vincent Virginie Yannick Yves
Alexander Andreas Anja Annika Benedikt Bernd Birgit Björn Bjorn Christa Christian Claudia Daniel Dieter Dirk Elke Emil Erik Fabian Felix Finn Florian Frank Franziska Friedrich Gerhard Gisela Greta Hanna Hannah Hans Heike Heinz Helga Helmut Holger Ingrid Jan Jana Jens Johanna Jonas Jörg Jorg Julia Jürgen Jurgen Karin Karl Katharina Katja Katrin Klaus Lara Lena Leon Lukas Maik Manfred Marcel Markus Martina Matthias Max Maximilian Melanie Mia Michaela Moritz Nadine Niklas Nils Nina Ole Paul Petra Philipp Rainer Ralf Renate Sabine Sandra Sascha Silke Simone Stefan Steffen Susanne Sven Thomas Thorsten Tim Tobias Torsten Ulrich Ulrike Ursula Uwe Volker Werner Wolfgang Yvonne
Anouk Bram Daan Dirk Eline Emma Femke Fleur Gijs Hendrik Iris Jasper Jeroen Joost Joris Julia Kees Koen Lars Lieke Lotte Luuk Maarten Marieke Mark Milan Niels Noor Pieter Rik Roos Ruben Sander Sanne Sem Sjoerd Sofie Stijn Thijs Tim Tom Wout Wouter Arne Bart Dries Jens Jolien Kobe Lien Mathias Nele Sien Tine Tom Wim
Agnes Anders Anette Annika Astrid Axel Birgitta Bjørn Camilla Eirik Elin Elsa Emil Erik Freja Frida Gustav Hanne Henrik Ida Ingrid Ingeborg Jesper Johan Jonas Kari Karin Kasper Kristian Lars Linnea Magnus Maja Malin Mads Mette Mikkel Nils Ole Oskar Pernille Rasmus Saga Signe Sigrid Siri Sofie Søren Soren Stina Sven Tove Ulla Viktor Vilde Aino Eero Juha Jukka Kaisa Mikko Pekka Sanna Timo Tuomas Ville
Agata Agnieszka Aleksandra Anna Barbara Bartosz Beata Dariusz Dorota Ewa Grzegorz Hanna Iwona Jakub Jan Joanna Julia Kamil Katarzyna Krzysztof Łukasz Lukasz Maciej Magdalena Małgorzata Malgorzata Marek Marta Mateusz Michał Michal Monika Natalia Paweł Pawel Piotr Rafał Robert Sebastian Szymon Tomasz Weronika Wojciech Zofia Zuzanna Adéla Eliška Jakub Jiří Jiri Kateřina Lucie Lukáš Martin Ondřej Pavel Petr Petra Tereza Tomáš Vojtěch Zuzana Ádám Bence Dániel Eszter Gábor Katalin László Péter Zoltán Zsófia Ana Andrei Bogdan Cristina Elena Ioana Ion Mihai Radu Vlad
Aleksandr Aleksei Alexei Alla Alyona Anastasia Andrei Andrey Anton Anya Artem Boris Daria Darya Denis Dmitri Dmitriy Dmitry Ekaterina Elena Galina Igor Ilya Irina Ivan Katya Kirill Ksenia Larisa Maksim Maxim Marina Mikhail Natalia Natalya Nikita Nikolai Oksana Olga Pavel Polina Roman Sergei Sergey Svetlana Tatiana Tatyana Vadim Valentina Vasily Viktor Viktoria Vladimir Yana Yaroslav Yekaterina Yelena Yulia Yuri Yury Zhanna Oleksandr Olena Taras Bohdan Mykola Yuliia Dragan Marko Milica Nikola Stefan Jelena Ana Ivana Luka Petar
Ahmet Ali Aslı Asli Ayşe Ayse Aylin Burak Cem Deniz Ebru Elif Emine Emre Esra Fatma Gökhan Hakan Hasan Hatice Hülya Hüseyin İbrahim Ibrahim Kemal Leyla Mehmet Melike Merve Murat Mustafa Nur Onur Özge Ozge Selin Serkan Sinem Tolga Ömer Yasemin Yusuf Zehra Zeynep
Abdallah Abdul Abdullah Adel Ahmad Ahmed Aisha Aishah Amal Amina Amir Amira Ayesha Bilal Dalia Fadi Farah Faris Fatima Fatimah Hamza Hana Hani Hassan Hussein Ibrahim Imran Jamal Kareem Karim Khaled Khalid Layla Leila Lina Mahmoud Mariam Maryam Mohamed Mohammad Mohammed Mona Mustafa Nabil Nadia Nasser Noor Nour Omar Rami Rana Rania Rashid Reem Salma Sami Samir Sara Tariq Walid Yara Yasmin Yasmine Yousef Youssef Yusuf Zainab Zaid Ali Reza Mehdi Hossein Maryam Parisa Shirin Arash Dariush Neda Niloufar
Aarav Aditi Aditya Akash Amit Amrita Ananya Anil Anjali Ankit Anusha Arjun Aryan Deepa Deepak Deepika Divya Gaurav Harpreet Ishaan Kavita Kavya Kiran Krishna Lakshmi Manish Manoj Meera Neha Nikhil Nisha Pooja Prakash Pranav Priya Priyanka Rahul Raj Rajesh Rakesh Ramesh Ravi Rohan Rohit Sachin Sai Sandeep Sanjay Shreya Sneha Sunil Sunita Suresh Swati Tanvi Varun Vijay Vikram Vivek Abdul Farhan Nusrat Rahim Tahmina Sadia
Agus Andi Ayu Bambang Budi Dewi Eko Fitri Hendra Indah Intan Joko Kurniawan Putri Rizky Siti Sri Wahyu Wulan Yusuf Ahmad Aminah Aziz Faizal Hafiz Nurul Farah Haziq Aiman Angelica Antonio Carlo Cristina Gemma Jericho Kristine Mark Marvin Patricia Rhea Rodel Rowena
Wei Li Ming Jing Hui Yan Xin Lei Fang Jun Yu Hao Jie Yi Ying Xiaoming Xiaoyu Xiaoli Zhiwei Jiahui Yuxuan Zihan Haoran Yiming Mei Ling 
Akira Ayumi Daiki Haruka Haruto Hanako Hiroshi Hiroki Kaito Kazuki Kenichi Kenji Kenta Koji Mai Makoto Misaki Naoki Riku Sakura Satoshi Shota Sora Takashi Takumi Taro Tomoko Yuki Yuko Yui Yuna Yuto Ichiro
Minjun Min-jun Seoyeon Seo-yeon Jiho Ji-ho Jiwoo Ji-woo Subin Su-bin Hyun Jisoo Ji-soo Minji Min-ji Jimin Ji-min Hana Yuna Eunji Eun-ji Haeun Ha-eun Doyun Do-yun Seojun Seo-jun Junho Jun-ho Sungmin Sung-min
Anh Bao Dung Duc Hieu Hoa Hoang Hoàng Huong Hương Khanh Khoa Lan Linh Mai Minh Ngoc Phuong Phương Quang Thanh Thao Thảo Thu Trang Tuan Tuấn Tung Vy Anong Somchai Wichai Napa Suda Malee Kanya
Abena Abiodun Adaeze Adebayo Ade Akua Amara Amina Anele Ayanda Bongani Busisiwe Chidi Chiamaka Chinedu Chioma Chukwuemeka Emeka Esi Fatou Femi Folake Funmi Ifeoma Kamau Kiprop Kofi Kwame Kwabena Lerato Mandla Moses Musa Naledi Ngozi Njeri Nkechi Nokuthula Obinna Ochieng Oluwaseun Otieno Sipho Tendai Thabo Thandiwe Themba Tunde Wambui Wanjiru Zanele Zodwa Yaw Akosua Mwangi Achieng Odhiambo
Aroha Tane Ana Mere Mateus Eitan Noa Yael Avi Tamar Yosef Shira Moshe Dana
Aoife Aisling Caoimhe Ciara Ciarán Ciaran Cian Clodagh Conor Darragh Declan Eimear Eoin Fionn Gráinne Grainne Niamh Oisín Oisin Orla Pádraig Padraig Róisín Roisin Rónán Ronan Saoirse Seamus Séamus Sinéad Sinead Siobhán Tadhg Aoibhinn Cathal Dermot Fergal Fiachra Mairead Máiréad Nuala Ruairí Shauna Ailsa Eilidh Fraser Iona Morag Mhairi Alasdair Angus Ewan Kirsten Catriona Rhiannon Dylan Gethin Cerys Ffion Eleri Iwan Owain Carys
Iñaki Inaki Aitor Unai Ane Nerea Leire Amaia Ainhoa Itziar Mikel Jon Asier Gorka Iker Ander Maialen Garazi Jordi Júlia Laia Marc Montse Pau Pol Núria Mireia Arnau Oriol Xavier Xavi
Nora Sofie Ingrid Marit Kristin Silje Tuva Ingvild Henrik Eivind Håkon Haakon Sindre Sigurd Torbjørn Trond Knut Bjarne Vegard Øystein Liv Hedda Ebba Alva Elsa Alma Wilma Ella Hugo Oscar Elias Vera Selma Ebbe Asta
Jakob Johannes Konstantin Leonie Luise Marlene Paula Pia Sophia Theresa Vanessa Jannik Lennart Luca Malte Mats Till Timo Tobi
Ayşegül Büşra Gizem İrem Irem Kübra Seda Şule Tuba Ceren Derya Berk Barış Baris Efe Eren Kaan Kerem Mert Oğuz Oguz Okan Serdar Umut Volkan
Ayaan Aaradhya Diya Ishita Kabir Laksh Mohit Naveen Nitin Pallavi Preeti Radhika Ritu Rupa Sakshi Sanjana Shruti Simran Sonia Sunil Tarun Uma Usha Vandana Yash Zara Fiza Hira Usman Hamid Zubair Ayesha Sana Mahnoor
Bich Cuong Dat Giang Hai Hanh Hung Huy Kien Loan Ly Nga Nhung Phat Phuc Quynh Tam Thuy Trinh Van Yen
Siddharth Aravind Karthik Lakshmanan Meenakshi Murugan Senthil Vijaya Venkat Srinivas
Kasia Basia Gosia Ola Asia Zosia Ania Tomek Kuba Bartek Marcin Kamila Dominika Sylwia Justyna Paulina Karolina Aleksander Wiktoria Wiktor Oliwia Filip Adrian Patryk Damian Hubert Milena Klaudia Emilia Natalia Alicja Izabela Renata Jolanta Mirosław Stanisław Tadeusz Zbigniew Andrzej Janusz Jacek Leszek Artur
Chinonso Ebuka Ikenna Kelechi Uche Amaka Blessing Chidinma Ebere Ifeanyi Nneka Ngozi Tolu Tobi Yetunde Bukola Kemi Segun Seun Jide Wale Aminu Musa Sani Halima Zainab Wanjiku Akinyi Auma Nyambura Kipchoge Cheruiyot Jelimo Wairimu Omondi Onyango Sibusiso Lwazi Nomvula Palesa Refilwe Tshepo Karabo Kagiso
`
