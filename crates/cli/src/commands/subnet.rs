//! `penknife subnet CIDR`: an IPv4 or IPv6 network taken apart, split into subnets (`--split`), or asked whether an
//! address is inside (`--contains`).

use clap::Args;
use penknife_core::ip::IpVersion;
use penknife_core::subnet::{self as engine, HostRule, Split, Subnet};
use std::io::Write as _;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  penknife subnet 192.168.1.0/24\n  penknife subnet 10.0.0.0/16 --split /20\n  \
                  penknife subnet 2001:db8::/32 --contains 2001:db8::1 --json"
)]
pub struct CommandArgs {
    /// The network: an address, `/` and a prefix length (192.168.1.0/24, 2001:db8::/32). An address with host
    /// bits set (192.168.1.77/24) is read as its network.
    cidr: String,
    /// Cut the network into subnets of this prefix length (/26 or 26) and list them (the first 1,024 at most).
    #[arg(long, value_name = "PREFIX", conflicts_with = "contains")]
    split: Option<String>,
    /// Say whether this address is inside the network.
    #[arg(long, value_name = "ADDRESS")]
    contains: Option<String>,
    /// Print the answer as JSON (counts as decimal strings: they reach 2^128), not as lines for people.
    #[arg(long)]
    json: bool,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let output = if let Some(prefix) = &args.split {
        let split = engine::split(&args.cidr, prefix)?;
        if args.json { serde_json::to_string_pretty(&split)? + "\n" } else { split_lines(&split) }
    } else if let Some(address) = &args.contains {
        let answer = engine::contains(&args.cidr, address)?;
        if args.json {
            serde_json::to_string_pretty(&answer)? + "\n"
        } else {
            let verb = if answer.inside { "is inside" } else { "is not inside" };
            format!("{} {verb} {}\n", answer.address, answer.network)
        }
    } else {
        let subnet = engine::calculate(&args.cidr)?;
        if args.json { serde_json::to_string_pretty(&subnet)? + "\n" } else { lines(&subnet) }
    };
    std::io::stdout().lock().write_all(output.as_bytes())?;
    Ok(())
}

/// The network as `label  value` rows, then what the input and the host count mean when that is not obvious.
fn lines(subnet: &Subnet) -> String {
    let none = "none (IPv6 has no broadcast)";
    let broadcast = match (&subnet.broadcast, subnet.host_rule) {
        (Some(broadcast), _) => broadcast.as_str(),
        (None, HostRule::PointToPoint) => "none (a /31 is a point-to-point link, RFC 3021)",
        (None, HostRule::SingleAddress) if subnet.version == IpVersion::V4 => "none (a /32 is one host)",
        (None, _) => none,
    };
    let mut rows = vec![
        ("network", subnet.cidr.clone()),
        ("version", subnet.version.label().to_owned()),
        ("address", subnet.network.clone()),
        ("broadcast", broadcast.to_owned()),
        ("first", subnet.first_host.clone()),
        ("last", subnet.last_host.clone()),
        ("hosts", subnet.hosts.clone()),
        ("addresses", subnet.addresses.clone()),
        ("mask", subnet.mask.clone()),
        ("wildcard", subnet.wildcard.clone()),
        ("bits", subnet.bits.address.clone()),
        ("mask bits", subnet.bits.mask.clone()),
    ];
    if let Some(ipv4) = &subnet.mapped_ipv4 {
        rows.push(("ipv4", format!("{ipv4} (IPv4-mapped)")));
    }
    let mut out: String = rows.iter().map(|(name, value)| format!("{name:<10}{value}\n")).collect();
    if !subnet.is_network_address {
        out += &format!(
            "note: {} is not the network's address; the answers are for its network, {}.\n",
            subnet.address, subnet.cidr
        );
    }
    out
}

/// One line per subnet (its CIDR, host range and broadcast), after a heading with how many there are in all.
fn split_lines(split: &Split) -> String {
    let mut out = format!(
        "{} in /{} subnets: {} of them, {} hosts each\n",
        split.network, split.prefix, split.count, split.hosts_each
    );
    for subnet in &split.subnets {
        out += &format!("{:<20}{} - {}", subnet.cidr, subnet.first_host, subnet.last_host);
        if let Some(broadcast) = &subnet.broadcast {
            out += &format!("  broadcast {broadcast}");
        }
        out.push('\n');
    }
    if split.count != split.subnets.len().to_string() {
        out += &format!("… the first {} of {} subnets are listed.\n", split.subnets.len(), split.count);
    }
    out
}
