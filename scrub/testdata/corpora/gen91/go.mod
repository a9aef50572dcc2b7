module corpus91/gen

go 1.26.0
