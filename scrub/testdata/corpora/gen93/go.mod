module corpus93/gen

go 1.26.0
