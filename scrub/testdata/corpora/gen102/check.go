package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
)

// checkValue re-validates a labelled value by its family's rules.
func checkValue(p P) error {
	switch p.F {
	case "credit_card":
		d := digitsOnly(p.V)
		if len(d) < 13 || len(d) > 19 || luhnDigit(d[:len(d)-1]) != d[len(d)-1] {
			return fmt.Errorf("card %q fails Luhn", p.V)
		}
	case "ssn":
		d := digitsOnly(p.V)
		if len(d) != 9 {
			return fmt.Errorf("ssn %q not 9 digits", p.V)
		}
		var a, g, s int
		fmt.Sscanf(d[:3]+" "+d[3:5]+" "+d[5:], "%d %d %d", &a, &g, &s)
		if g == 0 || s == 0 || a == 0 || a == 666 {
			return fmt.Errorf("ssn %q invalid", p.V)
		}
		if a >= 900 && !((g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94) {
			return fmt.Errorf("itin %q invalid group", p.V)
		}
	case "jwt":
		seg := strings.Split(p.V, ".")
		if len(seg) != 3 {
			return fmt.Errorf("jwt %q segments", p.V)
		}
		for _, s := range seg[:2] {
			raw, err := base64.RawURLEncoding.DecodeString(s)
			if err != nil || !json.Valid(raw) {
				return fmt.Errorf("jwt %q segment not base64url JSON", p.V)
			}
		}
	case "email":
		if !strings.Contains(p.V, "@") && !strings.Contains(p.V, "%40") && !strings.Contains(p.V, "at") {
			return fmt.Errorf("email %q", p.V)
		}
	case "phone":
		if n := len(digitsOnly(p.V)); n < 9 || n > 15 {
			return fmt.Errorf("phone %q has %d digits", p.V, n)
		}
	case "bearer":
		if len(p.V) < 8 {
			return fmt.Errorf("bearer %q too short", p.V)
		}
	default:
		return fmt.Errorf("unknown family %q", p.F)
	}
	return nil
}
