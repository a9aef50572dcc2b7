package scrub

import "testing"

// TestMarkupReadAsShown: values a page's source writes through character
// references, inline tags and comments, read as a browser shows them
// (markup.go); the markup inside a value goes with it. Negatives: markup
// that parts values as a space does, references that spell none, and the
// escapes every page holds.
func TestMarkupReadAsShown(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		// Character references.
		{`<span class="obf">marco.marino94&#x40;gmail&#x2e;com</span> <small>(Contatto)</small>`, `<span class="obf">[REDACTED]</span> <small>(Contatto)</small>`},
		{`Liam Thompson &ndash; liamthompson7&commat;yahoo&period;com</div>`, `Liam Thompson &ndash; [REDACTED]</div>`},
		{`<a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;&#115;&#97;&#107;&#64;&#105;&#46;&#115;&#111;&#102;&#46;&#106;&#112;">x</a>`, `<a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;[REDACTED]">x</a>`},
		{"SSN 053&#x2011;08&#x2011;3363", "SSN [REDACTED]"},
		{"Tel.: +1&nbsp;213&nbsp;775&nbsp;7869", "Tel.: [REDACTED]"},
		{"phone +31&#8203;6&#8203;40497772", "phone [REDACTED]"},
		// Inline tags and comments inside a value.
		{`<p>Contact: d.jansen<!-- -->@<!-- -->hetnet.nl</p><!-- build 4052cf0b6f86 -->`, `<p>Contact: [REDACTED]</p><!-- build 4052cf0b6f86 -->`},
		{`<td class="sig">Tomasz Woźniak<br>E-mail: tomasz.wozniak<wbr>@op<wbr>.pl<br>v5.10.2</td>`, `<td class="sig">Tomasz Woźniak<br>E-mail: [REDACTED]<br>v5.10.2</td>`},
		{`o escribirme a <span>elena_torres</span><span>@</span><span>clinica-dental-sol.com</span> &ndash; 442,17 €`, `o escribirme a <span>[REDACTED]</span> &ndash; 442,17 €`},
		{`mail: naoki.tanaka83<span style="display:none">nospam</span>@kobe-trading-corp.com &ndash;`, `mail: [REDACTED] &ndash;`},
		{`Tel <span>+48</span> <span>606</span> <span>834</span> <span>729</span>`, `Tel <span>[REDACTED]</span>`},
		{`card <span>5386</span><span>7806</span><span>9440</span><span>0615</span>`, `card <span>[REDACTED]</span>`},
		{"<code>eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ<wbr>zdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c</code>",
			"<code>[REDACTED]</code>"},
		// Negatives.
		{`<td>2024</td><td>05</td><td>17</td>`, `<td>2024</td><td>05</td><td>17</td>`},
		{`<b>Order</b> #<span>4417</span><span>2290</span> &copy; 2024`, `<b>Order</b> #<span>4417</span><span>2290</span> &copy; 2024`},
		{`&#169; 2024 ACME &middot; v1.2<wbr>.3 &middot; build 20240517`, `&#169; 2024 ACME &middot; v1.2<wbr>.3 &middot; build 20240517`},
		{`<a href="/s?q=a&amp;page=2&amp;sort=asc">next</a> &quot;x&quot; a &lt; b`, `<a href="/s?q=a&amp;page=2&amp;sort=asc">next</a> &quot;x&quot; a &lt; b`},
		{"a<b and c>d, x <= 3, <3 you", "a<b and c>d, x <= 3, <3 you"},
		{"<p>call</p><p>555</p><p>0134</p>", "<p>call</p><p>555</p><p>0134</p>"},
	})
}

// TestMarkupOnlyWhereShown: the reading is asked for only by markup inside
// a word or a reference that spells a character (markupIn).
func TestMarkupOnlyWhereShown(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"a&#64;b", true},
		{"x&commat;y", true},
		{"1&nbsp;2", true},
		{"a<wbr>b", true},
		{"a<!-- -->@", true},
		{"8</span> <span>6", true},
		{"?a=1&amp;b=2 &lt;tag&gt; &quot;q&quot;", false},
		{"a &copy; b &unknown; &#; &#xZZ; &#0;", false},
		{"<p>text</p> <br>", false},
		{"x<br>y", false},
		{"a <b>bold</b> word", false},
		{"a<b", false},
	} {
		if got := markupIn(c.in); got != c.want {
			t.Errorf("markupIn(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}
