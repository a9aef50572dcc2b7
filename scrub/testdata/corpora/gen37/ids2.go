package main

import (
	"fmt"
	"math/rand"
)

func nafES(r *rand.Rand) string {
	prov := 1 + r.Intn(52)
	n := r.Intn(100000000)
	c := (int64(prov)*100000000 + int64(n)) % 97
	return fmt.Sprintf("%02d/%08d/%02d", prov, n, c)
}
func kboBE(r *rand.Rand) string {
	base := int64(r.Intn(2))*10000000 + int64(2000000+r.Intn(7999999))
	c := 97 - base%97
	s := fmt.Sprintf("%08d%02d", base, c)
	return s[0:4] + "." + s[4:7] + "." + s[7:10]
}
func orgnrNO(r *rand.Rand) string {
	w := []int{3, 2, 7, 6, 5, 4, 3, 2}
	for {
		d := append([]int{8 + r.Intn(2)}, dg(r, 7)...)
		s := 0
		for i, x := range d {
			s += x * w[i]
		}
		c := 11 - s%11
		if c == 11 {
			c = 0
		}
		if c == 10 {
			continue
		}
		return grp(ds(append(d, c)), 3, 3, 3)
	}
}
func cvrDK(r *rand.Rand) string {
	w := []int{2, 7, 6, 5, 4, 3, 2, 1}
	for {
		d := append([]int{1 + r.Intn(9)}, dg(r, 7)...)
		s := 0
		for i, x := range d {
			s += x * w[i]
		}
		if s%11 == 0 {
			return ds(d)
		}
	}
}
func ytunnus(r *rand.Rand) string {
	w := []int{7, 9, 10, 5, 8, 4, 2}
	for {
		d := dg(r, 7)
		s := 0
		for i, x := range d {
			s += x * w[i]
		}
		rm := s % 11
		if rm == 1 {
			continue
		}
		c := 0
		if rm > 1 {
			c = 11 - rm
		}
		return ds(d) + "-" + fmt.Sprint(c)
	}
}
func houjinJP(r *rand.Rand) string {
	d := dg(r, 12)
	d[0] = 1 + r.Intn(9)
	s := 0
	for i := 0; i < 12; i++ { // from right: odd positions weight 1, even weight 2
		w := 1
		if i%2 == 1 {
			w = 2
		}
		s += d[11-i] * w
	}
	return fmt.Sprint(9-s%9) + ds(d)
}
func brnKR(r *rand.Rand) string {
	d := dg(r, 9)
	d[0] = 1 + r.Intn(9)
	w := []int{1, 3, 7, 1, 3, 7, 1, 3, 5}
	s := 0
	for i, x := range d {
		s += x * w[i]
	}
	s += d[8] * 5 / 10
	x := ds(append(d, (10-s%10)%10))
	return x[0:3] + "-" + x[3:5] + "-" + x[5:]
}
