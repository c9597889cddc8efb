//! A small XML tree printed exactly like CBMC's `xmlt::output` (attributes sorted, children
//! indented by two spaces, empty elements as `<x/>`).

use std::collections::BTreeMap;

/// An XML element.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct XmlElement {
    /// Tag name.
    pub name: String,
    /// Attributes, sorted by name.
    pub attributes: BTreeMap<String, String>,
    /// Character data (printed only when there are no children).
    pub data: String,
    /// Child elements.
    pub children: Vec<XmlElement>,
}

impl XmlElement {
    /// An empty element `<name/>`.
    pub fn new(name: &str) -> XmlElement {
        XmlElement {
            name: name.to_string(),
            ..Default::default()
        }
    }

    /// An element with character data: `<name>data</name>`.
    pub fn with_data(name: &str, data: &str) -> XmlElement {
        let mut x = XmlElement::new(name);
        x.data = data.to_string();
        x
    }

    /// Sets an attribute.
    pub fn set(&mut self, key: &str, value: &str) -> &mut Self {
        self.attributes.insert(key.to_string(), value.to_string());
        self
    }

    /// Sets a Boolean attribute (`true` / `false`).
    pub fn set_bool(&mut self, key: &str, value: bool) -> &mut Self {
        self.set(key, if value { "true" } else { "false" })
    }

    /// Appends a child and returns it.
    pub fn push(&mut self, child: XmlElement) -> &mut XmlElement {
        self.children.push(child);
        let last = self.children.len() - 1;
        &mut self.children[last]
    }

    /// Renders the element at `indent` spaces, ending with a newline.
    pub fn render(&self, indent: usize) -> String {
        let mut out = String::new();
        self.render_into(&mut out, indent);
        out
    }

    fn render_into(&self, out: &mut String, indent: usize) {
        out.push_str(&" ".repeat(indent));
        out.push('<');
        out.push_str(&self.name);
        for (k, v) in &self.attributes {
            out.push(' ');
            out.push_str(k);
            out.push_str("=\"");
            out.push_str(&escape_attribute(v));
            out.push('"');
        }
        if self.children.is_empty() && self.data.is_empty() {
            out.push_str("/>\n");
            return;
        }
        out.push('>');
        if self.children.is_empty() {
            out.push_str(&escape(&self.data));
        } else {
            out.push('\n');
            for c in &self.children {
                c.render_into(out, indent + 2);
            }
            out.push_str(&" ".repeat(indent));
        }
        out.push_str("</");
        out.push_str(&self.name);
        out.push_str(">\n");
    }
}

/// Escapes character data (`&`, `<`, `>`; control characters as character references).
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\r' => out.push_str("&#13;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => {
                out.push_str(&format!("&#{};", c as u32))
            }
            c => out.push(c),
        }
    }
    out
}

/// Escapes an attribute value (also quotes and newlines).
pub fn escape_attribute(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if (c as u32) < 0x20 => out.push_str(&format!("&#{};", c as u32)),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_like_cbmc() {
        let mut r = XmlElement::new("result");
        r.set("status", "FAILURE")
            .set("property", "main.assertion.1");
        let t = r.push(XmlElement::new("goto_trace"));
        t.push(XmlElement::with_data("text", "a < b & \"c\""));
        assert_eq!(
            r.render(0),
            "<result property=\"main.assertion.1\" status=\"FAILURE\">\n  <goto_trace>\n    \
             <text>a &lt; b &amp; \"c\"</text>\n  </goto_trace>\n</result>\n"
        );
        assert_eq!(escape_attribute("x\"\n"), "x&quot;&#10;");
    }
}
